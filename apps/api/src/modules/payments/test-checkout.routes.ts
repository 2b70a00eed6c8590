import { ErrorBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentDeps } from './payment-deps';
import { finishTestCheckout, testCheckoutPage } from './test-checkout.service';

const SessionParams = z.object({ sessionId: z.string().max(200).regex(/^cs_[A-Za-z0-9_]+$/, 'A checkout session id (cs_…)') });
const OutcomeBody = z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) });

/**
 * The test provider's checkout page (only registered when the test provider is on). Its outcomes
 * are sent as webhooks signed with the webhook secret and verified by the same handler as
 * Stripe's (test-checkout.service.ts).
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ deps: (log: PaymentDeps['log']) => PaymentDeps }> = async (app, { deps: depsFor }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.get(
    '/payments/test-checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test provider: the checkout page (HTML) of a session',
        params: SessionParams,
        produces: ['text/html'],
        response: { 200: z.string().describe('The checkout page, text/html'), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const html = await testCheckoutPage(depsFor(request.log), request.params.sessionId);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post(
    '/payments/test-checkout/:sessionId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test provider: pay, decline or cancel a checkout; redirects (303) like the real provider',
        params: SessionParams,
        body: OutcomeBody,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.redirect(await finishTestCheckout(depsFor(request.log), request.params.sessionId, request.body.outcome), 303),
  );
};
