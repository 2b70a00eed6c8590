import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthReply } from '@socials/domain';
import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RouteDeps } from '../../http/route-deps';
import { pingDatabase } from './health.repo';

export const HEALTH_ERROR_STATUSES = { DATABASE_UNREACHABLE: 503 } as const satisfies ErrorStatuses<string>;

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthReply, 503: ErrorBody } } },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new DomainError('DATABASE_UNREACHABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: config.databaseUrl ? ('postgres' as const) : ('pglite' as const) };
    },
  );
};
