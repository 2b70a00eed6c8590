import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../core/config';
import type { Db } from '../core/db';
import type { JobQueue } from '../core/jobs';
import type { Mailer } from '../core/mail';
import type { NotificationBus } from '../core/notification-bus';
import type { PaymentProvider } from '../modules/payments';

/** What every route plugin receives as its options: handlers pass `db` on to service functions. */
export interface RouteDeps {
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

/** What the services that mail or pay take: the route's dependencies plus the request's logger. */
export type ServiceDeps = RouteDeps & { log: FastifyBaseLogger };

export function servicesFor(deps: RouteDeps, request: { log: FastifyBaseLogger }): ServiceDeps {
  return { ...deps, log: request.log };
}
