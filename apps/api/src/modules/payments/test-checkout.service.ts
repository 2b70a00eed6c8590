import { returnUrl } from './checkout.service';
import type { PaymentDeps } from './payment-deps';
import { receiveWebhook } from './payment-webhooks';
import { toPayment } from './payment-views';
import { findPaymentOfSession, type PaymentRow } from './payments.repo';
import { signTestWebhook, testCheckoutPath, testEventId, testPaymentIntentId, testSubscriptionId } from './providers/test-provider';
import { listRefundsOfPayment } from './refunds.repo';
import { renderTestCheckoutPage } from './test-checkout-page';
import { paymentsError } from './payments.errors';

export type TestCheckoutOutcome = 'pay' | 'decline' | 'cancel';

const DECLINED = 'Your card was declined (test mode). Try again or cancel.';

/** The test provider's payment of a session, with its social's title; 404 for sessions of another provider. */
async function findTestCheckout(deps: PaymentDeps, sessionId: string): Promise<{ payment: PaymentRow; title: string }> {
  const found = await findPaymentOfSession(deps.db, sessionId);
  if (!found || found.payment.provider !== 'TEST') throw paymentsError('NOT_FOUND', 'Checkout not found');
  return found;
}

/** The checkout page (HTML) of a test session. */
export async function testCheckoutPage(deps: PaymentDeps, sessionId: string, now = Date.now()): Promise<string> {
  const { payment, title } = await findTestCheckout(deps, sessionId);
  const view = toPayment(payment, await listRefundsOfPayment(deps.db, payment.id));
  const backUrl = returnUrl(deps.config, payment, payment.status === 'PAID' ? 'success' : 'cancelled');
  return renderTestCheckoutPage({ payment: view, socialTitle: title, actionPath: testCheckoutPath(sessionId), backUrl, now });
}

/**
 * Pays, declines or cancels a test checkout by sending the webhook the real provider would, signed
 * with the webhook secret: pay → checkout.session.completed, decline → payment_intent.payment_failed,
 * cancel → checkout.session.expired. Returns where the browser goes next: back to the checkout page
 * (a decline, or a checkout no longer open) or to the site.
 */
export async function finishTestCheckout(deps: PaymentDeps, sessionId: string, outcome: TestCheckoutOutcome, now = Date.now()): Promise<string> {
  const { payment } = await findTestCheckout(deps, sessionId);
  const page = testCheckoutPath(sessionId);
  if (payment.status !== 'OPEN' || now >= payment.holdExpiresAt.getTime()) return page;

  await sendTestCheckoutOutcome(deps, { sessionId, checkoutId: payment.id, totalCents: payment.totalCents, captureManually: payment.captureManually }, outcome);
  if (outcome === 'decline') return page;
  return returnUrl(deps.config, payment, outcome === 'pay' ? 'success' : 'cancelled');
}

/** A test checkout as its webhook events name it. */
export interface TestCheckout {
  sessionId: string;
  /** The id the checkout was opened with (a social payment's, or another area's order's). */
  checkoutId: string;
  totalCents: number;
  captureManually: boolean;
  /** A subscription's checkout: the completed session names a new test subscription, as Stripe's does. */
  recurring?: boolean;
}

/**
 * Sends the webhook the real provider would for a test checkout's outcome, signed with the webhook
 * secret: pay → checkout.session.completed, decline → payment_intent.payment_failed, cancel →
 * checkout.session.expired. Used for social payments and for other areas' checkouts alike.
 */
export async function sendTestCheckoutOutcome(deps: PaymentDeps, checkout: TestCheckout, outcome: TestCheckoutOutcome): Promise<void> {
  const { sessionId, checkoutId } = checkout;
  const metadata = { paymentId: checkoutId };
  const event =
    outcome === 'pay'
      ? {
          type: 'checkout.session.completed',
          // Like Stripe, a session that only holds the card completes unpaid: the money is taken on capture.
          object: {
            id: sessionId,
            object: 'checkout.session',
            status: 'complete',
            client_reference_id: checkoutId,
            metadata,
            payment_status: checkout.captureManually ? 'unpaid' : 'paid',
            payment_intent: testPaymentIntentId(),
            amount_total: checkout.totalCents,
            ...(checkout.recurring ? { mode: 'subscription', subscription: testSubscriptionId() } : {}),
          },
        }
      : outcome === 'decline'
        ? {
            type: 'payment_intent.payment_failed',
            object: { id: testPaymentIntentId(), object: 'payment_intent', metadata, last_payment_error: { message: DECLINED } },
          }
        : {
            type: 'checkout.session.expired',
            object: { id: sessionId, object: 'checkout.session', client_reference_id: checkoutId, metadata, status: 'expired' },
          };
  const payload = JSON.stringify({ id: testEventId(), object: 'event', type: event.type, data: { object: event.object } });
  await receiveWebhook(deps, payload, signTestWebhook(payload, deps.config.payments.webhookSecret));
}
