import { ErrorBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { payments, refunds, socials } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { signTestWebhook, testCheckoutPath, testEventId, testPaymentIntentId } from './providers/test-provider';
import type { PaymentDeps } from './payment-deps';
import { returnUrl } from './checkout.service';
import { receiveWebhook } from './payment-webhooks';
import { toPayment } from './payment-views';
import { renderTestCheckoutPage } from './test-checkout-page';

const SessionParams = z.object({ sessionId: z.string().max(200).regex(/^cs_[A-Za-z0-9_]+$/, 'A checkout session id (cs_…)') });
const OutcomeBody = z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) });

const DECLINED = 'Your card was declined (test mode). Try again or cancel.';

/**
 * The test provider's checkout page (only registered when the test provider is on). Its outcomes
 * are sent as webhooks signed with the webhook secret and verified by the same handler as
 * Stripe's: pay → checkout.session.completed, decline → payment_intent.payment_failed,
 * cancel → checkout.session.expired.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ deps: (log: PaymentDeps['log']) => PaymentDeps }> = async (app, { deps: depsFor }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  async function findSession(deps: PaymentDeps, sessionId: string) {
    const [row] = await deps.db
      .select({ payment: payments, title: socials.title })
      .from(payments)
      .innerJoin(socials, eq(socials.id, payments.socialId))
      .where(eq(payments.providerSessionId, sessionId))
      .limit(1);
    if (!row || row.payment.provider !== 'TEST') throw notFound('Checkout not found');
    return row;
  }

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
      const deps = depsFor(request.log);
      const { payment, title } = await findSession(deps, request.params.sessionId);
      const view = toPayment(payment, await deps.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)));
      const backUrl = returnUrl(deps.config.publicUrl, payment, payment.status === 'PAID' ? 'success' : 'cancelled');
      const html = renderTestCheckoutPage({ payment: view, socialTitle: title, actionPath: testCheckoutPath(request.params.sessionId), backUrl, now: Date.now() });
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
    async (request, reply) => {
      const deps = depsFor(request.log);
      const { sessionId } = request.params;
      const { payment } = await findSession(deps, sessionId);
      const page = testCheckoutPath(sessionId);
      if (payment.status !== 'OPEN' || Date.now() >= payment.holdExpiresAt.getTime()) return reply.redirect(page, 303);

      const metadata = { paymentId: payment.id };
      const { outcome } = request.body;
      const event =
        outcome === 'pay'
          ? {
              type: 'checkout.session.completed',
              object: { id: sessionId, object: 'checkout.session', client_reference_id: payment.id, metadata, payment_status: 'paid', payment_intent: testPaymentIntentId(), amount_total: payment.totalCents },
            }
          : outcome === 'decline'
            ? { type: 'payment_intent.payment_failed', object: { id: testPaymentIntentId(), object: 'payment_intent', metadata, last_payment_error: { message: DECLINED } } }
            : { type: 'checkout.session.expired', object: { id: sessionId, object: 'checkout.session', client_reference_id: payment.id, metadata, status: 'expired' } };
      const payload = JSON.stringify({ id: testEventId(), object: 'event', type: event.type, data: { object: event.object } });
      await receiveWebhook(deps, payload, signTestWebhook(payload, deps.config.payments.webhookSecret));

      if (outcome === 'decline') return reply.redirect(page, 303);
      return reply.redirect(returnUrl(deps.config.publicUrl, payment, outcome === 'pay' ? 'success' : 'cancelled'), 303);
    },
  );
};
