// Worker thread: the real API (buildApp) on a fresh database, listening on an ephemeral port.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  buildApp,
  createAppServices,
  hostSubscriptions,
  loadConfig,
  migrateDatabase,
  openDatabase,
  rsvps,
  seedDemoData,
  signAccessToken,
  sweepLapsedHolds,
  users,
} from './api-internals';
import type { ApiWorkerInput, BenchUser } from './api';
import { serveCalls, workerInput } from './worker-rpc';

const INSERT_BATCH = 500;
/** Long enough for any run; the server's own tokens live 15 minutes. */
const BENCH_TOKEN_TTL_SECONDS = 24 * 3600;

const input = workerInput<ApiWorkerInput>();
// Production settings (no dev routes), a throw-away secret, and warn-level logs so that logging
// thousands of requests to a pipe does not become the thing being measured.
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  PGLITE_DATA_DIR: 'memory://',
  DATABASE_URL: input.databaseUrl,
  SEED_DEMO_DATA: String(input.seedDemoData),
  ...input.env,
});
const database = await openDatabase(config);
await migrateDatabase(database.db, database.kind, config.databaseUrl);
await seedDemoData(database.db, config);
const services = await createAppServices(config, database);
// The workers run beside the API, as in production: the RSVPs' e-mails are part of the load.
await services.jobs.startWorkers();
const app = await buildApp(services);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/** Users inserted straight into the table, each with a signed access token: sign-in is not what is measured. */
async function createUsers(count: number, label: string): Promise<BenchUser[]> {
  const created: BenchUser[] = [];
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, i) => {
      const n = start + i + 1;
      return { slug: `${label}-${n}`, email: `${label}-${n}@bench.test`, firstName: 'Bench', lastName: `${label} ${n}` };
    });
    const ids = await database.db.insert(users).values(rows).returning({ id: users.id });
    for (const { id } of ids) {
      const token = await signAccessToken({ ...config, accessTokenTtlSeconds: BENCH_TOKEN_TTL_SECONDS }, { userId: id, isAdmin: false });
      created.push({ userId: id, token });
    }
  }
  return created;
}

async function follow(hostId: string, followerIds: string[]): Promise<void> {
  for (let start = 0; start < followerIds.length; start += INSERT_BATCH) {
    await database.db.insert(hostSubscriptions).values(followerIds.slice(start, start + INSERT_BATCH).map((userId) => ({ userId, hostId })));
  }
}

/** The users are going to the social (approved RSVPs written straight to the table: RSVPing is not what is measured). */
async function goTo(socialId: string, userIds: string[]): Promise<void> {
  for (let start = 0; start < userIds.length; start += INSERT_BATCH) {
    await database.db.insert(rsvps).values(userIds.slice(start, start + INSERT_BATCH).map((userId) => ({ socialId, userId, status: 'APPROVED' as const })));
  }
}

/**
 * The server's sweep of lapsed checkout holds, run as if the clock read `atMs`: the bench's time
 * control for checkouts abandoned without a word (the shortest hold lasts 30 minutes).
 */
function releaseHoldsLapsedBy(atMs: number): Promise<number> {
  return sweepLapsedHolds({ ...services, log: app.log }, new Date(atMs));
}

serveCalls(
  { url: `http://127.0.0.1:${port}`, kind: database.kind },
  {
    createUsers,
    follow,
    goTo,
    releaseHoldsLapsedBy,
    async close() {
      await app.close();
      await services.jobs.stop();
      await database.close();
    },
  },
);
