import { ErrorBody, HostSubscriber, IdParams, OkBody, SubscribeBody, UnsubscribeBody, UnsubscribeInfo } from '@socials/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { describeUnsubscribeLink, followHosts, hostSubscribersCsv, listHostSubscribers, unsubscribeFromHost } from './subscriptions.service';

const tags = ['hosts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const TokenQuery = z.object({ token: z.string().min(10).max(1000) });
const SubscribersQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Following hosts and stopping their messages. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.post(
    '/hosts/:id/subscribe',
    {
      schema: {
        tags,
        summary: 'Signed in: follow this host (with allHostsOfSocialId: every host of that social); their blasts reach you again',
        security,
        params: IdParams,
        body: SubscribeBody,
        response: { 200: z.object({ hostIds: z.array(z.string()) }), ...errors },
      },
    },
    async (request) => followHosts(db, requireUser(request), request.params.id, request.body?.allHostsOfSocialId),
  );

  app.patch(
    '/hosts/unsubscribe',
    {
      schema: {
        tags,
        summary: "Stop following a host and getting their blasts: signed in with hostId, or anyone with a message's token",
        description: 'A token with no host stops every blast. 400 when the token was not made by this server.',
        body: UnsubscribeBody,
        response: { 200: UnsubscribeInfo, ...errors },
      },
    },
    async (request) => unsubscribeFromHost(db, config, request.auth, request.body),
  );

  app.get(
    '/hosts/unsubscribe',
    {
      schema: {
        tags,
        summary: "The unsubscribe page's facts for a message's token: whose messages, the address (masked), already stopped?",
        querystring: TokenQuery,
        response: { 200: UnsubscribeInfo, ...errors },
      },
    },
    async (request) => describeUnsubscribeLink(db, config, request.query.token),
  );

  await app.register(async (oneClick) => {
    // Mail clients send the one-click unsubscribe as a form post (RFC 8058): only this route reads forms.
    oneClick.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      '/hosts/unsubscribe/one-click',
      {
        schema: {
          tags,
          summary: 'RFC 8058 one-click unsubscribe: the URL of the List-Unsubscribe header, POSTed by mail clients with List-Unsubscribe=One-Click',
          querystring: TokenQuery,
          response: { 200: OkBody, ...errors },
        },
      },
      async (request) => {
        await unsubscribeFromHost(db, config, null, { token: request.query.token }, 'query.token');
        return { ok: true as const };
      },
    );
  });

  app.get(
    '/hosts/subscribers',
    {
      schema: {
        tags,
        summary: "Hosts: the caller's followers, oldest first (format=csv: all of them as a CSV file)",
        security,
        querystring: SubscribersQuery,
        response: { 200: z.union([z.object({ data: z.array(HostSubscriber), total: z.number().int() }), z.string().describe('text/csv')]), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="subscribers.csv"')
          .send(await hostSubscribersCsv(db, viewer));
      }
      return listHostSubscribers(db, viewer, request.query.offset, request.query.limit);
    },
  );
};
