import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConfigsReply } from '@socials/domain';
import type { RouteDeps } from '../../http/route-deps';

export const configsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  app.get('/configs', { schema: { tags: ['configs'], summary: 'Public settings for the front ends', response: { 200: ConfigsReply } } }, async () => {
    const conference =
      config.conferenceHost || config.conferenceType || config.conferenceId
        ? { host: config.conferenceHost ?? null, type: config.conferenceType ?? null, id: config.conferenceId ?? null }
        : null;
    return { conference };
  });
};
