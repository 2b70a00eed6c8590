// Vite handles the stylesheet import; TypeScript only needs to know it exists.
declare module '*.css';
