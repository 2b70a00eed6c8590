import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxList, OutboxQuery } from '@socials/domain';
import type { RouteDeps } from '../../http/route-deps';
import { listOutbox } from './dev.service';

/** Development helpers. app.ts registers this plugin only when NODE_ENV is not production. */
export const devRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox, newest first (development only)',
        querystring: OutboxQuery,
        response: { 200: OutboxList },
      },
    },
    async (request) => ({ data: await listOutbox(db, request.query.to) }),
  );
};
