import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Job } from 'pg-boss';
import type { Logger } from 'pino';
import { jobRuns } from '../db/schema';
import type { Database, Db, DbOrTx } from './db';

/** What a job's work receives besides its payload; `deps` are the services the app was built with (mailer, payment provider…). */
export interface JobContext<Deps = unknown> {
  db: Db;
  deps: Deps;
  log: Logger;
  jobs: JobQueue;
  /** The job's own key: stable across retries, the idempotency key of whatever it calls outside. */
  key: string;
  retryCount: number;
}

/**
 * A kind of durable work: enqueued in the transaction of the change that causes it, run by a
 * worker with retries (backoff) and, once they are spent, kept in the dead-letter queue. `run` may
 * be called more than once for one job (a worker killed mid-way): it must be idempotent, and each
 * finished job's key is stored so a finished job is never run again.
 */
export interface JobDefinition<Payload, Deps = unknown> {
  name: string;
  run(payload: Payload, context: JobContext<Deps>): Promise<void>;
  /** Tries after the first; default DEFAULT_RETRY_LIMIT. */
  retryLimit?: number;
}

export function defineJob<Payload, Deps = unknown>(definition: JobDefinition<Payload, Deps>): JobDefinition<Payload, Deps> {
  return definition;
}

/** Something that happened in one module that others react to, each with a job of its own. */
export interface DomainEvent<Payload> {
  name: string;
  /** Never set: carries the payload type. */
  readonly payloadType?: Payload;
}

export function defineEvent<Payload>(name: string): DomainEvent<Payload> {
  return { name };
}

/** A module's reaction to another module's event. */
export interface EventSubscription {
  event: DomainEvent<unknown>;
  job: JobDefinition<unknown, unknown>;
}

export function subscribe<Payload, Deps>(event: DomainEvent<Payload>, job: JobDefinition<Payload, Deps>): EventSubscription {
  return { event: event as DomainEvent<unknown>, job: job as JobDefinition<unknown, unknown> };
}

/**
 * A module's reaction that must happen in the same transaction as the event (seats that opened are
 * given to the waitlist before the edit that opened them commits). Everything slower or outside the
 * database is a job (subscribe) instead.
 */
export interface EventReaction {
  event: DomainEvent<unknown>;
  run(tx: DbOrTx, payload: unknown, context: { deps: unknown; jobs: JobQueue }): Promise<void>;
}

export function reactInTransaction<Payload, Deps>(
  event: DomainEvent<Payload>,
  run: (tx: DbOrTx, payload: Payload, context: { deps: Deps; jobs: JobQueue }) => Promise<void>,
): EventReaction {
  return { event: event as DomainEvent<unknown>, run: run as EventReaction['run'] };
}

/** What the jobs of one module contribute (its <area>.jobs.ts). */
export interface ModuleJobs {
  jobs?: readonly JobDefinition<never, never>[];
  subscriptions?: readonly EventSubscription[];
  reactions?: readonly EventReaction[];
}

export interface EnqueueOptions {
  /** Same key, same job: a second enqueue with a key already queued or done is dropped. */
  key?: string;
  startAfter?: Date;
}

/** What services use: add work to the transaction they are in. */
export interface JobQueue {
  enqueue<Payload>(tx: DbOrTx, job: JobDefinition<Payload, never>, payload: Payload, options?: EnqueueOptions): Promise<void>;
  publish<Payload>(tx: DbOrTx, event: DomainEvent<Payload>, payload: Payload): Promise<void>;
}

export interface JobRunner extends JobQueue {
  /** Installs or upgrades the queue's tables and creates a queue per job; call before enqueueing. */
  start(): Promise<void>;
  /** Workers poll and run jobs in this process. */
  startWorkers(): Promise<void>;
  /** Runs every job that is due, until none is left (tests and tools); returns how many ran. */
  drain(): Promise<number>;
  /** Stops taking jobs, lets running ones finish (up to the timeout), and closes the queue. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs whose retries are spent. */
  deadLetters(): Promise<{ name: string; data: unknown }[]>;
}

export const DEFAULT_RETRY_LIMIT = 8;
export const DEAD_LETTER_QUEUE = 'dead-letter';

interface JobData {
  key: string;
  payload: unknown;
}

export interface JobRunnerOptions {
  database: Database;
  /** Handed to every job as context.deps. */
  deps: unknown;
  modules: readonly ModuleJobs[];
  log: Logger;
  /** First retry delay in seconds, doubled each retry (backoff); 0 retries at once (tests). */
  retryDelaySeconds: number;
  /**
   * A running job tells the queue it is alive this often; one that stops (its worker was killed) is
   * retried once twice this long has passed. At least 10.
   */
  heartbeatSeconds?: number;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds?: number;
  /** Jobs one worker process runs at once, per queue. */
  concurrency?: number;
}

/** pg-boss wants a UUID for a job id: a key maps to one, so the same key is the same job. */
function jobIdFor(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Durable jobs on pg-boss, in the same database as everything else: on PostgreSQL through its own
 * pool, on PGlite through the one embedded instance. Enqueueing writes the job row with the
 * caller's transaction, so a job exists exactly when the change that caused it committed.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const definitions = new Map<string, JobDefinition<unknown, unknown>>();
  const subscribers = new Map<string, JobDefinition<unknown, unknown>[]>();
  const reactions = new Map<string, EventReaction[]>();
  const add = (job: JobDefinition<unknown, unknown>) => {
    const known = definitions.get(job.name);
    if (known && known !== job) throw new Error(`Two jobs are named ${job.name}`);
    definitions.set(job.name, job);
  };
  for (const module of options.modules) {
    for (const job of module.jobs ?? []) add(job as JobDefinition<unknown, unknown>);
    for (const { event, job } of module.subscriptions ?? []) {
      add(job);
      subscribers.set(event.name, [...(subscribers.get(event.name) ?? []), job]);
    }
    for (const reaction of module.reactions ?? []) reactions.set(reaction.event.name, [...(reactions.get(reaction.event.name) ?? []), reaction]);
  }

  const heartbeatSeconds = Math.max(10, options.heartbeatSeconds ?? 30);
  const common = { supervise: true, superviseIntervalSeconds: heartbeatSeconds, schedule: false, registerInstance: false, monitorVacuum: false, reindex: false } as const;
  const boss =
    database.connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.connection.pglite), backend: 'pglite', ...common })
      : new PgBoss({ connectionString: database.connection.url, max: 4, ...common });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  let started = false;
  let stopping = false;

  const runner: JobRunner = {
    async enqueue(tx, job, payload, enqueueOptions = {}) {
      if (!started) throw new Error(`The job queue is not started: cannot enqueue ${job.name}`);
      if (!definitions.has(job.name)) throw new Error(`Job ${job.name} is not registered by any module`);
      const key = enqueueOptions.key ?? `${job.name}:${randomUUID()}`;
      const data: JobData = { key, payload };
      await boss.send(job.name, data as unknown as object, {
        id: jobIdFor(key),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        db: fromDrizzle(tx as never, sql as never),
      });
    },

    async publish(tx, event, payload) {
      for (const reaction of reactions.get(event.name) ?? []) await reaction.run(tx, payload, { deps: options.deps, jobs: runner });
      for (const job of subscribers.get(event.name) ?? []) {
        await runner.enqueue(tx, job, payload as never);
      }
    },

    async start() {
      await boss.start();
      await ensureQueue(DEAD_LETTER_QUEUE, {});
      for (const job of definitions.values()) {
        await ensureQueue(job.name, {
          retryLimit: job.retryLimit ?? DEFAULT_RETRY_LIMIT,
          heartbeatSeconds,
          retryDelay: options.retryDelaySeconds,
          ...(options.retryDelaySeconds > 0 ? { retryBackoff: true, retryDelayMax: 3600 } : { retryBackoff: false }),
          deadLetter: DEAD_LETTER_QUEUE,
        });
      }
      started = true;
    },

    async startWorkers() {
      for (const job of definitions.values()) {
        await boss.work<JobData>(
          job.name,
          { batchSize: 1, localConcurrency: options.concurrency ?? 2, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([claimed]) => {
            if (claimed) await runClaimed(job, claimed);
          },
        );
      }
    },

    async drain() {
      let ran = 0;
      for (;;) {
        // One cheap look first: most calls (a test's request that enqueued nothing) end here.
        const due = await database.db.execute(sql`select exists (select 1 from pgboss.job where state < 'active' and start_after <= now() and name <> ${DEAD_LETTER_QUEUE}) as due`);
        if (!(due as unknown as { rows: { due: boolean }[] }).rows[0]?.due) return ran;
        let round = 0;
        for (const job of definitions.values()) {
          for (;;) {
            const [claimed] = await boss.fetch<JobData>(job.name, { batchSize: 1 });
            if (!claimed) break;
            round += 1;
            try {
              await runClaimed(job, claimed);
              await boss.complete(job.name, claimed.id);
            } catch (err) {
              await boss.fail(job.name, claimed.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }
        }
        ran += round;
        if (round === 0) return ran;
      }
    },

    async stop(timeoutMs = 10_000) {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    async deadLetters() {
      const jobs = await boss.findJobs<JobData>(DEAD_LETTER_QUEUE);
      return jobs.map((job) => ({ name: job.sourceName ?? job.name, data: job.data.payload }));
    },
  };

  async function ensureQueue(name: string, queueOptions: Parameters<PgBoss['createQueue']>[1]) {
    const existing = await boss.getQueue(name);
    if (existing && queueOptions && Object.keys(queueOptions).length > 0) await boss.updateQueue(name, queueOptions as never);
    else if (!existing) await boss.createQueue(name, queueOptions);
  }

  /** Runs a claimed job unless its key is already done, then records the key. Throws to have it retried. */
  async function runClaimed(job: JobDefinition<unknown, unknown>, claimed: Job<JobData>): Promise<void> {
    const { key, payload } = claimed.data;
    const [done] = await database.db.select({ key: jobRuns.key }).from(jobRuns).where(sql`${jobRuns.key} = ${key}`);
    if (done) return;
    try {
      await job.run(payload, { db: database.db, deps: options.deps, log: log.child({ job: job.name, key }), jobs: runner, key, retryCount: claimed.retryCount });
    } catch (err) {
      log.warn({ err, job: job.name, key, retryCount: claimed.retryCount }, 'job failed; it will be retried');
      throw err;
    }
    await database.db.insert(jobRuns).values({ key, jobName: job.name }).onConflictDoNothing();
  }

  return runner;
}
