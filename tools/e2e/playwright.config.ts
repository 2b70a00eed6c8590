import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 8099);
// Each run starts the built server on its own empty embedded database.
const dataDir = join(mkdtempSync(join(tmpdir(), 'socials-e2e-')), 'pglite');
// The sessions the tests sign in through the API, shared by this run's workers (they inherit the runner's environment).
process.env.E2E_SESSION_CACHE ??= join(mkdtempSync(join(tmpdir(), 'socials-e2e-sessions-')), 'sessions.json');

export const E2E_ADMIN_EMAIL = 'staff-e2e@socials.test';
/**
 * Requests to this host name get the conference site at the root (tests use localhost for the rest).
 * A conference's host is a public name, never an address or this machine's name: the browsers
 * resolve this made-up one to this machine.
 */
export const E2E_CONFERENCE_HOST = 'summit.socials.test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // Three browsers on two cores: the flows wait on the server and on timers much of the time (the
  // scheduled blast waits for its minute), and a third keeps both cores busy (the whole suite took
  // 4.2 minutes against 4.7 with two). Workers signing in to one account take turns
  // (support/api-sign-in.ts). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list']],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    // Traces keep DOM snapshots for a failure's report; screenshots of every frame cost the
    // browsers more CPU than the tests themselves on a 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    actionTimeout: 10_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${E2E_CONFERENCE_HOST} 127.0.0.1`],
    },
  },
  webServer: {
    command: 'node apps/api/dist/main.js',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      NODE_ENV: 'development',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      CONFERENCE_HOST: E2E_CONFERENCE_HOST,
      LOG_LEVEL: 'warn',
      // Sign-ins through the API name a made-up client address (support/api-sign-in.ts), as the API tests do.
      TRUST_PROXY: 'true',
      // The browsers' own sign-ins all come from 127.0.0.1: room for every spec's, while the bot
      // check's spec (a network of its own) still reaches the limit within its burst of 40.
      BOT_CHECK_SIGN_IN_LIMIT: '30',
    },
  },
});
