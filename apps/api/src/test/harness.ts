import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { createAppServices, type AppServiceOverrides, type AppServices } from '../app-services';
import { buildApp, type BuildAppOptions } from '../http/app';
import { migratedPostgresTemplate, openMigratedPglite } from './migrated-templates';
import { seatCountMismatches } from './seat-invariant';
import { loadConfig, type Config } from '../core/config';
import { migrateDatabase, openDatabase, type Database, type Db, type DbKind } from '../core/db';
import { listOutbox } from '../modules/dev';
import { findOrCreateUserByEmail, setUserAdmin, updateMe } from '../modules/users';

export interface SignInOptions {
  admin?: boolean;
  firstName?: string;
  lastName?: string;
}

export interface Harness {
  app: FastifyInstance;
  services: AppServices;
  db: Db;
  kind: DbKind;
  config: Config;
  signIn(email: string, opts?: SignInOptions): Promise<{ token: string; userId: string }>;
  outbox(to?: string): Promise<{ to: string; subject: string; text: string }[]>;
}

export interface HarnessOptions {
  /** After each test, the seat counters must equal the seats held (seatCountMismatches): for the suites that move seats. */
  checkSeats?: boolean;
  /** Extra environment for loadConfig, e.g. { ADMIN_EMAILS: 'boss@example.com' }. */
  env?: Record<string, string>;
  /** Services to use instead of the configured ones (a Twilio sender pointed at a fake), made when the suite starts. */
  services?: () => AppServiceOverrides;
  /** The built front ends to serve next to /api, for the suites about pages. */
  webApps?: BuildAppOptions['webApps'];
}

/** A made-up client address per sign-in, so that many sign-ins in one file stay under the per-IP limit. */
function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A new, empty database on the PostgreSQL server at `serverUrl` (or a copy of `template`), and a function that drops it. */
export async function createPostgresDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `socials_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    // A throwaway database need not wait for each commit to reach the disk (a crash of this test's
    // server process still loses nothing: PostgreSQL has the commit); the suites commit thousands of times.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A new database on the PostgreSQL server at `serverUrl` with every migration applied: a copy of the migrated template. */
export async function createMigratedPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl, await migratedPostgresTemplate(serverUrl));
}

function setUp(kind: DbKind, options: HarnessOptions): () => Harness {
  let harness: Harness | undefined;
  let database: Database | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const env: Record<string, string | undefined> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PGLITE_DATA_DIR: 'memory://',
      SEED_DEMO_DATA: 'false',
      JOB_RETRY_DELAY_SECONDS: '0',
      ...options.env,
      DATABASE_URL: databaseUrl,
    };
    const config = loadConfig(env);
    // Both start from a migrated template; migrating again finds nothing to do and checks that.
    database = kind === 'pglite' ? await openMigratedPglite() : await openDatabase(config);
    await migrateDatabase(database.db, database.kind, config.databaseUrl);
    const services = await createAppServices(config, database, options.services?.());
    const app = await buildApp(services, { webApps: options.webApps });
    // What a request set in motion (mail, refunds, reactions of other areas) is run before its reply,
    // so a test sees the outcome as a user does a moment later; the workers' own path (retries,
    // crashes) is tested in core/jobs.test.ts and the restart tests.
    app.addHook('onSend', async () => {
      const jobsRan = await services.jobs.drain();
      // What the jobs changed reaches the read cache before the reply too, as the request's own changes do.
      if (jobsRan > 0) await services.database.notifications.catchUp();
    });
    await app.ready();
    const db = database.db;

    const outbox: Harness['outbox'] = async (to) =>
      (await listOutbox(db, to?.trim().toLowerCase())).map((m) => ({ to: m.to, subject: m.subject, text: m.text }));

    const signIn: Harness['signIn'] = async (email, opts = {}) => {
      if (opts.admin) {
        // Made admin before the token is issued, so the token carries the flag.
        const { user } = await findOrCreateUserByEmail(db, email, { isAdmin: true });
        if (!user.isAdmin) await setUserAdmin(db, user.id, true);
      }
      const remoteAddress = randomIp();
      const start = await app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
      if (start.statusCode !== 200) throw new Error(`passwordless/start failed: ${start.statusCode} ${start.body}`);
      // Simultaneous sign-ins drain one another's jobs: the code's mail may still be on its way.
      let mail: { text: string } | undefined;
      for (let tries = 0; !mail && tries < 50; tries += 1) {
        [mail] = await outbox(email);
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No sign-in code in the outbox for ${email}`);
      const token = await app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email, code }, remoteAddress });
      if (token.statusCode !== 200) throw new Error(`oauth/token failed: ${token.statusCode} ${token.body}`);
      const reply = token.json() as { access_token: string; user: { id: string } };
      if (opts.firstName !== undefined || opts.lastName !== undefined) {
        await updateMe(db, reply.user.id, { firstName: opts.firstName, lastName: opts.lastName });
      }
      return { token: reply.access_token, userId: reply.user.id };
    };

    harness = { app, services, db, kind, config, signIn, outbox };
  });

  afterEach(async () => {
    if (options.checkSeats && harness) expect(await seatCountMismatches(harness.db), 'seat counters that differ from the seats held').toEqual([]);
  });

  afterAll(async () => {
    await harness?.app.close();
    await harness?.services.jobs.stop();
    await database?.close();
    await dropDatabase?.();
  });

  return () => {
    if (!harness) throw new Error('The harness is used before beforeAll finished');
    return harness;
  };
}

/**
 * For suites whose behaviour does not depend on the engine (routes, validation, policies, e-mails):
 * run once, on PostgreSQL when DATABASE_URL is set (the engine of production, and CI's), else on
 * PGlite. The embedded engine is still exercised end to end in CI: the browser flows run on it.
 */
export function describeOnOneDatabase(title: string, body: (h: () => Harness) => void, options: HarnessOptions = {}): void {
  const kind: DbKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  describe(`${title} [${kind}]`, () => {
    body(setUp(kind, options));
  });
}

/**
 * For suites where the engines could differ (concurrent seats and money, locks, notifications,
 * the seed): the tests once on a fresh in-memory PGlite and, when DATABASE_URL is set, again on a
 * fresh PostgreSQL database created for this block and dropped after it.
 */
export function describeOnEachDatabase(title: string, body: (h: () => Harness) => void, options: HarnessOptions = {}): void {
  describe(`${title} [pglite]`, () => {
    body(setUp('pglite', options));
  });
  if (process.env.DATABASE_URL) {
    describe(`${title} [postgres]`, () => {
      body(setUp('postgres', options));
    });
  }
}
