import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type Job, type JobResult } from 'pg-boss';
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
  run(tx: DbOrTx, payload: unknown, context: ReactionContext<unknown>): Promise<void>;
}

/** What a reaction gets besides the transaction: the process's logger, for what it ignores on purpose. */
export interface ReactionContext<Deps> {
  deps: Deps;
  jobs: JobQueue;
  log: Logger;
}

export function reactInTransaction<Payload, Deps>(
  event: DomainEvent<Payload>,
  run: (tx: DbOrTx, payload: Payload, context: ReactionContext<Deps>) => Promise<void>,
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
  /**
   * Workers poll and run jobs in this process. `drainBacklogs`: while a queue has a backlog, fetch
   * again as soon as a batch is done instead of after the polling interval; for processes that only
   * run jobs (`npm run worker`), since in a process that also serves requests the backlog's queries
   * would slow the requests down (an API's own workers take one job per poll and leave the rest for
   * later).
   */
  startWorkers(options?: { drainBacklogs?: boolean }): Promise<void>;
  /** Runs every job that is due, until none is left (tests and tools); returns how many ran. */
  drain(): Promise<number>;
  /** Stops taking jobs, lets running ones finish (up to the timeout), and closes the queue. */
  stop(timeoutMs?: number): Promise<void>;
  /** Jobs whose retries are spent. */
  deadLetters(): Promise<{ name: string; data: unknown }[]>;
}

export const DEFAULT_RETRY_LIMIT = 8;
/** Jobs a draining worker claims at once from one queue and runs in turn. */
const JOBS_PER_FETCH = 5;
/** How often an idle worker polls on its own, in case a wake-up was missed. */
const WORKER_BACKSTOP_POLL_SECONDS = 30;
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
  /**
   * How often the process looks for due jobs (one query for all queues) and wakes the workers of
   * the queues that have some. Workers themselves poll only as a slow backstop.
   */
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
  const common = {
    supervise: true,
    superviseIntervalSeconds: heartbeatSeconds,
    schedule: false,
    registerInstance: false,
    monitorVacuum: false,
    reindex: false,
  } as const;
  const boss =
    database.connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.connection.pglite), backend: 'pglite', ...common })
      : // On PostgreSQL, a job enqueued on any instance wakes the workers at once (NOTIFY in the
        // enqueueing transaction); the due-job check below covers delayed jobs, retries and PGlite.
        new PgBoss({ connectionString: database.connection.url, max: 4, useListenNotify: true, ...common });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));

  let started = false;
  let stopping = false;
  let dueJobCheck: ReturnType<typeof setInterval> | undefined;

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
      for (const reaction of reactions.get(event.name) ?? []) await reaction.run(tx, payload, { deps: options.deps, jobs: runner, log });
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
          notify: true,
        });
      }
      started = true;
    },

    async startWorkers({ drainBacklogs = false } = {}) {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
      const workerIds = new Map<string, string[]>();
      for (const job of definitions.values()) {
        const ids: string[] = [];
        // One pg-boss worker per slot, so that each can be woken by its id.
        for (let slot = 0; slot < (options.concurrency ?? 2); slot++) {
          ids.push(
            await boss.work<JobData>(
              job.name,
              {
                // A full batch means more are waiting: a draining worker fetches again at once instead of
                // after the polling interval, or a backlog (a surge's e-mails) goes at one job per poll.
                batchSize: drainBacklogs ? JOBS_PER_FETCH : 1,
                burstWhenBatchFull: drainBacklogs,
                perJobResults: true,
                pollingIntervalSeconds: WORKER_BACKSTOP_POLL_SECONDS,
                notifyPollingIntervalSeconds: WORKER_BACKSTOP_POLL_SECONDS,
              },
              async (claimed) => {
                const results: JobResult[] = [];
                // One after another: a job may hold a pooled connection while it asks for another.
                for (const one of claimed) {
                  try {
                    await runClaimed(job, one);
                    results.push({ id: one.id, status: 'completed' });
                  } catch (err) {
                    results.push({ id: one.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } });
                  }
                }
                return results;
              },
            ),
          );
        }
        workerIds.set(job.name, ids);
      }
      // Idle workers of ~30 queues polling each second were most of the database's work when the
      // site was quiet. Instead one query a second finds the queues with due jobs and wakes theirs.
      let checking = false;
      dueJobCheck = setInterval(() => {
        if (checking || stopping) return;
        checking = true;
        queuesWithDueJobs()
          .then((names) => {
            for (const name of names) for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
          })
          .catch((err: unknown) => log.error({ err }, 'due-job check failed'))
          .finally(() => {
            checking = false;
          });
      }, pollingIntervalSeconds * 1000);
      dueJobCheck.unref();
    },

    async drain() {
      let ran = 0;
      for (;;) {
        // One cheap look first: most calls (a test's request that enqueued nothing) end here.
        if ((await queuesWithDueJobs()).length === 0) return ran;
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
      clearInterval(dueJobCheck);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    async deadLetters() {
      const jobs = await boss.findJobs<JobData>(DEAD_LETTER_QUEUE);
      return jobs.map((job) => ({ name: job.sourceName ?? job.name, data: job.data.payload }));
    },
  };

  /** The queues that have a job ready to run now (created or waiting for a retry, and due). */
  async function queuesWithDueJobs(): Promise<string[]> {
    const due = await database.db.execute(
      sql`select distinct name from pgboss.job where state < 'active' and start_after <= now() and name <> ${DEAD_LETTER_QUEUE}`,
    );
    return (due as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  }

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
      await job.run(payload, {
        db: database.db,
        deps: options.deps,
        log: log.child({ job: job.name, key }),
        jobs: runner,
        key,
        retryCount: claimed.retryCount,
      });
    } catch (err) {
      log.warn({ err, job: job.name, key, retryCount: claimed.retryCount }, 'job failed; it will be retried');
      throw err;
    }
    await database.db.insert(jobRuns).values({ key, jobName: job.name }).onConflictDoNothing();
  }

  return runner;
}
