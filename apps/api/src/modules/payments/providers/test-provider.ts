import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderEvent } from '../../../core/payment-provider';
import { stripeWebhooks } from './stripe-webhooks';

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** Where the test provider's checkout page for a session lives. */
export function testCheckoutPath(sessionId: string): string {
  return `/api/payments/test-checkout/${encodeURIComponent(sessionId)}`;
}

/**
 * The built-in provider for development, demos and tests: no money moves. Its sessions are our
 * payment rows (found by provider_session_id), so any API instance can serve its checkout page;
 * the page's outcomes arrive as webhooks signed like Stripe's and go through the same handler.
 */
export function createTestProvider({ publicUrl, webhookSecret }: { publicUrl: string; webhookSecret: string }): PaymentProvider {
  return {
    name: 'TEST',
    async createCheckout() {
      const sessionId = randomId('cs_test_');
      return { sessionId, url: `${publicUrl}${testCheckoutPath(sessionId)}` };
    },
    // The payment row is the session: the caller's conditional update decides whether it was still open.
    async expireCheckout() {
      return true;
    },
    async refund() {
      return { providerRefundId: randomId('re_test_') };
    },
    // No money moves: a held payment is charged or let go by the payment row's status alone.
    async capture() {
      return 'captured';
    },
    async release() {},
    // No money moves: the payout is paid at once.
    async payOut() {
      return { status: 'paid', providerPayoutId: randomId('po_test_'), arrivalDate: new Date() };
    },
    verifyWebhook(rawBody, signatureHeader): ProviderEvent {
      return stripeWebhooks.constructEvent(rawBody, signatureHeader ?? '', webhookSecret) as unknown as ProviderEvent;
    },
    async createPayoutAccount() {
      return { providerAccountId: null, status: 'VERIFIED', onboardingUrl: null };
    },
    // Renews when our renewal sweep asks, on whatever clock the caller runs it with. A customer whose
    // address is tagged +declined (ada+declined@example.com) has a card that fails every renewal.
    async renewSubscription(input) {
      if (DECLINING_CUSTOMER.test(input.customerEmail)) return { status: 'failed', message: 'Your card was declined (test mode)' };
      return { status: 'paid', providerPaymentId: randomId('in_test_') };
    },
    async setCancelAtPeriodEnd() {},
    async cancelSubscription() {},
    async paymentOfInvoice() {
      return testPaymentIntentId();
    },
  };
}

/** The test provider's customers whose renewals are declined. */
const DECLINING_CUSTOMER = /\+declined@/i;

export function testSubscriptionId(): string {
  return randomId('sub_test_');
}

/** The signature header Stripe would send with `payload`, for the test provider's own webhooks. */
export function signTestWebhook(payload: string, webhookSecret: string, timestamp?: number): string {
  return stripeWebhooks.generateTestHeaderString({ payload, secret: webhookSecret, ...(timestamp === undefined ? {} : { timestamp }) });
}

export function testEventId(): string {
  return randomId('evt_test_');
}

export function testPaymentIntentId(): string {
  return randomId('pi_test_');
}
