import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts its own databases (PGlite in memory, a PostgreSQL database of its own), so
    // files run two at a time: much of the suite waits on PostgreSQL, child servers and job heartbeats.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
