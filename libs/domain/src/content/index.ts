export * from './content.schema';
export * from './content-slug-of';
export * from './content-kinds';
