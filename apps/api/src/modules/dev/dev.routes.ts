import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxList, OutboxQuery } from '@socials/domain';
import type { RouteDeps } from '../../http/route-deps';
import { isFromLoopback } from '../../http/loopback';
import { listOutbox } from './dev.repo';

/**
 * Development helpers. app.ts registers this plugin only when NODE_ENV is not production, and they
 * answer only requests from this machine: the outbox holds everyone's sign-in codes, so a
 * development server reachable from the network must not show it. Others get the 404 of a
 * missing route.
 */
export const devRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isFromLoopback(request)) return reply.callNotFound();
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail kept in the outbox, newest first (development only, from this machine only)',
        querystring: OutboxQuery,
        response: { 200: OutboxList },
      },
    },
    async (request) => ({ data: await listOutbox(db, request.query.to) }),
  );
};
