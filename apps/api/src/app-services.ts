import pino from 'pino';
import type { Config } from './core/config';
import type { Database, Db } from './core/db';
import { createJobRunner, type JobRunner } from './core/jobs';
import { createMailer, sendMailJob, type Mailer } from './core/mail';
import type { NotificationBus } from './core/notification-bus';
import { createSmsSender, type SmsSender } from './core/sms';
import { APP_MODULES } from './app-modules';
import type { PaymentProvider } from './core/payment-provider';
import { createPaymentProvider } from './modules/payments';

/** Everything the routes and the jobs work with, made once per process. */
export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  /** null when payments are switched off. */
  payments: PaymentProvider | null;
  jobs: JobRunner;
  /** The database's LISTEN/NOTIFY (database.notifications), which the routes take too. */
  notifications: NotificationBus;
}

export interface AppServiceOverrides {
  mailer?: Mailer;
  sms?: SmsSender;
  /** Defaults to the provider config.payments names (tests may pass their own). */
  payments?: PaymentProvider | null;
}

/**
 * Makes the services and starts the job queue (its tables, one queue per job). Workers are started
 * separately (startWorkers): by `npm start` and `npm run worker`, not by tests, which drain instead.
 */
export async function createAppServices(config: Config, database: Database, overrides: AppServiceOverrides = {}): Promise<AppServices> {
  const mailer = overrides.mailer ?? createMailer(config, database.db);
  const sms = overrides.sms ?? createSmsSender(config, database.db);
  const payments = overrides.payments === undefined ? createPaymentProvider(config) : overrides.payments;
  const deps: Partial<AppServices> = { config, database, db: database.db, mailer, sms, payments, notifications: database.notifications };
  const jobs = createJobRunner({
    database,
    deps,
    modules: [{ jobs: [sendMailJob] }, ...APP_MODULES.map((module) => module.jobs ?? {})],
    log: pino({ level: config.logLevel, base: { component: 'jobs' } }),
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
  });
  deps.jobs = jobs;
  await jobs.start();
  return deps as AppServices;
}
