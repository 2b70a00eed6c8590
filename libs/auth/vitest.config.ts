/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // A component test renders a whole page in jsdom: on a loaded 2-core CI machine the first one in a file takes seconds.
    testTimeout: 20_000,
    // One jsdom and one module graph per worker, not per file (see tools/vite/define-app-config.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../ui/src/test-setup.ts'],
    css: false,
  },
});
