import { ErrorBody, IdParams, ProposalCheckout } from '@socials/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { finishProposalTestCheckout, proposalTestCheckoutPage, startProposalCheckout } from './proposal-payments.service';

const tags = ['proposals'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** Deposits of paid proposals: the supporter's checkout, and the test provider's page for it. */
export const proposalPaymentsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.post(
    '/payments/proposals/:id/payment-sessions',
    {
      schema: {
        tags,
        summary: 'A supporter backs a paid proposal: opens the checkout of its deposit; pay at checkoutUrl',
        description:
          'The deposit counts once the provider’s webhook confirms it. It is refunded if the proposal is terminated or closes without quorum, and carries over to the social as the supporter’s RSVP when the proposal becomes one. 400 for a free proposal, a closed one or one past its paid deadline; 409 when the caller has paid already.',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 201: ProposalCheckout, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await startProposalCheckout(servicesFor(deps, request), requireUser(request), request.params.id)),
  );

  if (deps.payments?.name === 'TEST') {
    const SessionParams = z.object({ sessionId: z.string().max(200).regex(/^cs_[A-Za-z0-9_]+$/, 'A checkout session id (cs_…)') });
    await app.register(async (scope) => {
      const page = scope.withTypeProvider<ZodTypeProvider>();
      page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
      });
      page.get(
        '/proposals/test-checkout/:sessionId',
        { schema: { tags, summary: 'Test provider: the checkout page (HTML) of a proposal deposit', params: SessionParams, produces: ['text/html'], response: { 200: z.string().describe('The checkout page, text/html'), 404: ErrorBody } } },
        async (request, reply) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(await proposalTestCheckoutPage(servicesFor(deps, request), request.params.sessionId)),
      );
      page.post(
        '/proposals/test-checkout/:sessionId',
        {
          schema: {
            tags,
            summary: 'Test provider: pay, decline or cancel a proposal deposit’s checkout; redirects (303) like the real provider',
            params: SessionParams,
            body: z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) }),
            response: { 400: ErrorBody, 404: ErrorBody },
          },
        },
        async (request, reply) => reply.redirect(await finishProposalTestCheckout(servicesFor(deps, request), request.params.sessionId, request.body.outcome), 303),
      );
    });
  }
};
