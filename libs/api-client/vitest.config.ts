/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // jsdom: the client reads location, document.referrer and cookies like in a browser.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
