import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts its own databases (PGlite in memory, a PostgreSQL database of its own), so
    // files run two at a time: much of the suite waits on PostgreSQL, child servers and job heartbeats.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker runs its files in one module graph instead of importing the app again for each file
    // (two minutes of CPU over the suite). Safe because every file builds its own app, config and
    // databases in beforeAll (test/harness.ts) and no module keeps state between them.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
