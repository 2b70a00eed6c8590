import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices, type AppServices } from './app-services';
import { loadConfig } from './core/config';
import { migrateDatabase, openDatabase, type Database } from './core/db';
import { outbox, payments, refunds, rsvps, socials, users } from './db/schema';
import { buildApp } from './http/app';
import { createPostgresDatabase } from './test/harness';
import { bearer } from './test/kit';

// Self-hosters have databases made by the 0.1.0 release (an embedded PGlite folder or PostgreSQL).
// The fixtures were filled by that release's own code: its migrations, its demo data, a ticket
// bought through its test provider and a deposit refunded by its host. This release must start on
// them, keep every row, and add its own tables and job queue.

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', 'fixtures');

/** What the release left in its database. */
const RELEASE_ROWS = { users: 3, socials: 11, rsvps: 4, payments: 1, refunds: 1 };

async function pgliteFolderFromRelease(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'socials-upgrade-')), 'pglite');
  const dump = readFileSync(path.join(FIXTURES, 'release-0.1.0.pglite.tar.gz'));
  const release = await PGlite.create(dataDir, { loadDataDir: new Blob([dump]) });
  await release.close();
  return dataDir;
}

async function postgresFromRelease(): Promise<{ url: string; drop(): Promise<void> }> {
  const created = await createPostgresDatabase(process.env.DATABASE_URL!);
  const client = new pg.Client({ connectionString: created.url });
  await client.connect();
  try {
    await client.query(readFileSync(path.join(FIXTURES, 'release-0.1.0.postgres.sql'), 'utf8'));
  } finally {
    await client.end();
  }
  return created;
}

function describeUpgrade(kind: 'pglite' | 'postgres') {
  describe(`a database made by release 0.1.0 [${kind}]`, () => {
    let database: Database;
    let services: AppServices;
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      let env: Record<string, string>;
      if (kind === 'pglite') {
        env = { PGLITE_DATA_DIR: await pgliteFolderFromRelease() };
      } else {
        const created = await postgresFromRelease();
        drop = created.drop;
        env = { DATABASE_URL: created.url };
      }
      const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: 'false', JOB_RETRY_DELAY_SECONDS: '0', ...env });
      database = await openDatabase(config);
      await migrateDatabase(database.db, database.kind, config.databaseUrl);
      services = await createAppServices(config, database);
    });
    afterAll(async () => {
      await services?.jobs.stop();
      await database?.close();
      await drop?.();
    });

    it('keeps every user, social, RSVP, payment and refund as they were', async () => {
      const counted = async (table: typeof users | typeof socials | typeof rsvps | typeof payments | typeof refunds) =>
        (await database.db.select({ n: count() }).from(table))[0]?.n;
      expect({
        users: await counted(users),
        socials: await counted(socials),
        rsvps: await counted(rsvps),
        payments: await counted(payments),
        refunds: await counted(refunds),
      }).toEqual(RELEASE_ROWS);
      const [payment] = await database.db.select().from(payments);
      expect(payment).toMatchObject({ status: 'PAID', ticketPriceCents: 5000, depositCents: 2000 });
      const [refund] = await database.db.select().from(refunds);
      expect(refund).toMatchObject({ status: 'SUCCEEDED', type: 'DEPOSIT_ONLY', amountCents: 2000, requestKey: null });
    });

    it('has the new tables and the job queue, and runs jobs', async () => {
      const tables = await database.db.execute(
        sql`select table_schema || '.' || table_name as name from information_schema.tables where table_name in ('job_runs', 'job')`,
      );
      const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name).sort();
      expect(names).toEqual(['pgboss.job', 'public.job_runs']);
      await services.jobs.drain();
    });

    it("serves the release's data and signs its users in", async () => {
      const app = await buildApp(services);
      app.addHook('onSend', async () => {
        await services.jobs.drain();
      });
      try {
        const list = await app.inject({ method: 'GET', url: '/api/socials/public?limit=50' });
        expect(list.statusCode).toBe(200);
        expect((list.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);

        const email = 'attendee@socials.local';
        const start = await app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress: '10.9.8.7' });
        expect(start.statusCode, start.body).toBe(200);
        const [mail] = await database.db.select().from(outbox).where(sql`${outbox.to} = ${email}`).orderBy(sql`${outbox.createdAt} desc`).limit(1);
        const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
        const token = await app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email, code }, remoteAddress: '10.9.8.7' });
        expect(token.statusCode, token.body).toBe(200);
        const { access_token: accessToken } = token.json() as { access_token: string };
        const transactions = await app.inject({ method: 'GET', url: '/api/payments/transactions', headers: bearer(accessToken) });
        expect(transactions.statusCode, transactions.body).toBe(200);
        expect(JSON.stringify(transactions.json())).toContain('Release dinner');
      } finally {
        await app.close();
      }
    });
  });
}

describeUpgrade('pglite');
if (process.env.DATABASE_URL) describeUpgrade('postgres');
