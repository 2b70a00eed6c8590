import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthReply } from '@socials/domain';
import type { RouteDeps } from '../../http/route-deps';
import { pingDatabase } from './health.repo';
import { healthError } from './health.errors';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthReply, 503: ErrorBody } } },
    async (request) => {
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw healthError('DATABASE_UNREACHABLE', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: config.databaseUrl ? ('postgres' as const) : ('pglite' as const) };
    },
  );
};
