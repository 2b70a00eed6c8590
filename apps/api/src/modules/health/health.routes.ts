import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthReply } from '@socials/domain';
import { HttpError } from '../../http/http-error';
import type { RouteDeps } from '../../http/route-deps';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: HealthReply, 503: ErrorBody } } },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new HttpError(503, 'Service Unavailable', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: config.databaseUrl ? ('postgres' as const) : ('pglite' as const) };
    },
  );
};
