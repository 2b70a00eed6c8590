/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // jsdom: the client reads location, document.referrer and cookies like in a browser.
    environment: 'jsdom',
    // A component test renders a whole page in jsdom: on a loaded 2-core CI machine the first one in a file takes seconds.
    testTimeout: 20_000,
    // One jsdom and one module graph per worker, not per file (see tools/vite/define-app-config.ts).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
