import type { BaseLogger } from 'pino';
import type { Config } from './config';
import type { Db } from './db';
import type { JobQueue } from './jobs';
import type { Mailer } from './mail';
import type { NotificationBus } from './notification-bus';
import type { PaymentProvider } from './payment-provider';

/**
 * What the app is built with, once per process: every route plugin receives it as its options,
 * and every job as its deps. Handlers pass `db` on to service functions.
 */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** null when payments are switched off (config.payments.provider null). */
  payments: PaymentProvider | null;
  /** Durable side effects: enqueue them in the transaction that causes them. */
  jobs: JobQueue;
  /** LISTEN/NOTIFY shared by the process (the chat's fan-out between instances). */
  notifications: NotificationBus;
}

/** What services write to: the request's logger, or the job's (both pino's). */
export type ServiceLogger = Pick<BaseLogger, 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'>;

/** What the services that mail or pay take: the app's dependencies plus a logger. */
export type ServiceDeps = AppDeps & { log: ServiceLogger };
