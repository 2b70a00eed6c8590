import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns, outbox } from '../db/schema';
import { createMigratedPostgresDatabase } from '../test/harness';
import { loadConfig } from './config';
import { migrateDatabase, openDatabase, type Database } from './db';
import { openMigratedPglite } from '../test/migrated-templates';
import { createJobRunner, defineEvent, defineJob, subscribe, type JobRunner } from './jobs';
import { createOutboxMailer, sendMailJob } from './mail';

const silent = pino({ level: 'silent' });

interface Calls {
  ran: string[];
  failuresLeft: number;
}

function jobsWith(calls: Calls) {
  const record = defineJob<{ label: string }>({
    name: 'test.record',
    async run({ label }) {
      calls.ran.push(label);
    },
  });
  const flaky = defineJob<{ label: string }>({
    name: 'test.flaky',
    retryLimit: 2,
    async run({ label }) {
      if (calls.failuresLeft > 0) {
        calls.failuresLeft -= 1;
        throw new Error('the provider is down');
      }
      calls.ran.push(label);
    },
  });
  const happened = defineEvent<{ label: string }>('test.happened');
  const reactA = defineJob<{ label: string }>({ name: 'test.react-a', run: async ({ label }) => void calls.ran.push(`a:${label}`) });
  const reactB = defineJob<{ label: string }>({ name: 'test.react-b', run: async ({ label }) => void calls.ran.push(`b:${label}`) });
  return {
    record,
    flaky,
    happened,
    modules: [{ jobs: [record, flaky, sendMailJob] }, { subscriptions: [subscribe(happened, reactA), subscribe(happened, reactB)] }],
  };
}

function describeJobs(kind: 'pglite' | 'postgres') {
  describe(`durable jobs [${kind}]`, () => {
    let database: Database;
    let drop: (() => Promise<void>) | undefined;
    let runner: JobRunner;
    const calls: Calls = { ran: [], failuresLeft: 0 };
    const jobs = jobsWith(calls);

    beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (kind === 'postgres') {
        const created = await createMigratedPostgresDatabase(process.env.DATABASE_URL!);
        databaseUrl = created.url;
        drop = created.drop;
      }
      const config = loadConfig({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://', DATABASE_URL: databaseUrl });
      database = config.databaseUrl ? await openDatabase(config) : await openMigratedPglite();
      await migrateDatabase(database.db, database.kind, config.databaseUrl);
      runner = createJobRunner({ database, deps: { mailer: createOutboxMailer(database.db) }, modules: jobs.modules, log: silent, retryDelaySeconds: 0 });
      await runner.start();
    });
    afterAll(async () => {
      await runner.stop();
      await database.close();
      await drop?.();
    });

    it('runs a job enqueued in a transaction that commits, once, and none of one that rolls back', async () => {
      calls.ran = [];
      await database.db.transaction((tx) => runner.enqueue(tx, jobs.record, { label: 'committed' }));
      await database.db
        .transaction(async (tx) => {
          await runner.enqueue(tx, jobs.record, { label: 'rolled back' });
          throw new Error('the change fails');
        })
        .catch(() => undefined);
      expect(await runner.drain()).toBe(1);
      expect(await runner.drain()).toBe(0);
      expect(calls.ran).toEqual(['committed']);
    });

    it('takes the same key once, and never runs a key that already finished', async () => {
      calls.ran = [];
      await runner.enqueue(database.db, jobs.record, { label: 'first' }, { key: 'same-key' });
      await runner.enqueue(database.db, jobs.record, { label: 'second' }, { key: 'same-key' });
      await runner.drain();
      expect(calls.ran).toEqual(['first']);
      expect(await database.db.select().from(jobRuns).where(eq(jobRuns.key, 'same-key'))).toHaveLength(1);
      // A job whose key is recorded as finished (its work done before a crash cut it short) is not run again.
      await database.db.insert(jobRuns).values({ key: 'done-before-the-crash', jobName: jobs.record.name });
      await runner.enqueue(database.db, jobs.record, { label: 'again' }, { key: 'done-before-the-crash' });
      await runner.drain();
      expect(calls.ran).toEqual(['first']);
    });

    it('retries a failing job until it succeeds, and dead-letters it when the retries are spent', async () => {
      calls.ran = [];
      calls.failuresLeft = 2;
      await runner.enqueue(database.db, jobs.flaky, { label: 'after two failures' });
      await runner.drain();
      expect(calls.ran).toEqual(['after two failures']);

      calls.failuresLeft = 10;
      await runner.enqueue(database.db, jobs.flaky, { label: 'never' });
      await runner.drain();
      expect(calls.ran).toEqual(['after two failures']);
      expect(await runner.deadLetters()).toEqual([expect.objectContaining({ data: { label: 'never' } })]);
      calls.failuresLeft = 0;
    });

    it('hands an event to every module that subscribed to it', async () => {
      calls.ran = [];
      await database.db.transaction((tx) => runner.publish(tx, jobs.happened, { label: 'x' }));
      await runner.drain();
      expect(calls.ran.sort()).toEqual(['a:x', 'b:x']);
    });

    it('delivers a mail job to the outbox once, even when it runs twice', async () => {
      const to = `once-${kind}@example.com`;
      const message = { to, subject: 'Hello', text: 'Once' };
      await sendMailJob.run(message, {
        db: database.db,
        deps: { mailer: createOutboxMailer(database.db) },
        log: silent,
        jobs: runner,
        key: 'mail-key',
        retryCount: 0,
      });
      await sendMailJob.run(message, {
        db: database.db,
        deps: { mailer: createOutboxMailer(database.db) },
        log: silent,
        jobs: runner,
        key: 'mail-key',
        retryCount: 1,
      });
      expect(await database.db.select().from(outbox).where(eq(outbox.to, to))).toHaveLength(1);
    });

    it('workers started in the process run what is enqueued', async () => {
      calls.ran = [];
      await runner.startWorkers();
      await runner.enqueue(database.db, jobs.record, { label: 'by a worker' });
      await expect.poll(() => calls.ran, { timeout: 15_000, interval: 100 }).toEqual(['by a worker']);
      expect(await database.db.select().from(jobRuns)).not.toHaveLength(0);
    });

    it('a started worker runs a delayed job once it is due, long before its own backstop poll', async () => {
      calls.ran = [];
      await runner.enqueue(database.db, jobs.record, { label: 'delayed' }, { startAfter: new Date(Date.now() + 1_500) });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(calls.ran).toEqual([]);
      // Workers poll on their own every 30 s: the process's due-job check is what wakes them.
      await expect.poll(() => calls.ran, { timeout: 10_000, interval: 100 }).toEqual(['delayed']);
    });
  });
}

describeJobs('pglite');
if (process.env.DATABASE_URL) describeJobs('postgres');
