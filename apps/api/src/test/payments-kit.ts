import { randomUUID } from 'node:crypto';
import type { CheckoutSession, Payment, Social } from '@socials/domain';
import { expect, vi } from 'vitest';
import type { RefundInput } from '../core/payment-provider';
import { signTestWebhook } from '../modules/payments';
import type { Harness } from './harness';
import { bearer, DAY, HOUR, type TestUser } from './kit';

/** A social of `host` with one paid tier ($50 + $20 deposit unless overridden). */
export async function createPaidSocial(h: Harness, host: TestUser, overrides: Record<string, unknown> = {}): Promise<Social> {
  const start = Date.now() + 5 * DAY;
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/socials',
    headers: bearer(host.token),
    payload: {
      title: 'Paid Night',
      eventTimestamp: start,
      eventEndTimestamp: start + 3 * HOUR,
      timezone: 'America/New_York',
      ticketTiers: [{ name: 'General', type: 'PAID', ticketPrice: 5000, depositAmount: 2000 }],
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Social;
}

export function startCheckout(h: Harness, user: TestUser, social: Social, body: Record<string, unknown> = {}) {
  return h.app.inject({
    method: 'POST',
    url: `/api/payments/socials/${social.id}/payment-sessions`,
    headers: bearer(user.token),
    payload: { ticketTierId: social.ticketTiers[0]?.id, returnPath: `/socials/${social.slug}`, ...body },
  });
}

export async function openCheckout(h: Harness, user: TestUser, social: Social, body: Record<string, unknown> = {}): Promise<CheckoutSession> {
  const res = await startCheckout(h, user, social, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CheckoutSession;
}

/** The test provider's checkout page path of a session (from its checkoutUrl). */
export const checkoutPath = (session: CheckoutSession) => new URL(session.checkoutUrl).pathname;

/** Presses a button on the test provider's checkout page, as a browser form post. */
export function pressCheckoutButton(h: Harness, session: CheckoutSession, outcome: 'pay' | 'decline' | 'cancel') {
  return h.app.inject({
    method: 'POST',
    url: checkoutPath(session),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

export async function getPayment(h: Harness, user: TestUser, paymentId: string): Promise<Payment> {
  const res = await h.app.inject({ method: 'GET', url: `/api/payments/${paymentId}`, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Payment;
}

export interface ProviderEventForTest {
  id?: string;
  type: string;
  /** Seconds since the epoch, as Stripe dates events. */
  created?: number;
  object: Record<string, unknown>;
}

/** Delivers a provider event to the webhook, signed with `secret` (the configured one by default) at `signedAt` (seconds; now by default). */
export function deliverEvent(h: Harness, event: ProviderEventForTest, secret = h.config.payments.webhookSecret, signedAt?: number) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    object: 'event',
    type: event.type,
    ...(event.created === undefined ? {} : { created: event.created }),
    data: { object: event.object },
  });
  return h.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks',
    headers: { 'content-type': 'application/json', 'stripe-signature': signTestWebhook(payload, secret, signedAt) },
    payload,
  });
}

/** The checkout.session.completed event the provider sends when the checkout is paid (its total, unless `amountTotal` says otherwise). */
export function completedEvent(session: Pick<CheckoutSession, 'paymentId' | 'amounts'>, id?: string, amountTotal: number = session.amounts.total) {
  const { paymentId } = session;
  return {
    ...(id ? { id } : {}),
    type: 'checkout.session.completed',
    object: {
      id: `cs_${paymentId}`,
      object: 'checkout.session',
      client_reference_id: paymentId,
      metadata: { paymentId },
      payment_status: 'paid',
      payment_intent: `pi_${paymentId}`,
      amount_total: amountTotal,
    },
  };
}

export function expiredEvent(paymentId: string) {
  return { type: 'checkout.session.expired', object: { id: `cs_${paymentId}`, object: 'checkout.session', metadata: { paymentId }, status: 'expired' } };
}

/** Buys a ticket end to end through the test provider's page; returns the paid payment. */
export async function buyTicket(h: Harness, user: TestUser, social: Social, body: Record<string, unknown> = {}): Promise<Payment> {
  const session = await openCheckout(h, user, social, body);
  const res = await pressCheckoutButton(h, session, 'pay');
  expect(res.statusCode, res.body).toBe(303);
  const payment = await getPayment(h, user, session.paymentId);
  expect(payment.status).toBe('PAID');
  return payment;
}

/**
 * Pays a checkout by webhook the way a provider may report it: the completed event, the same event
 * again (a redelivery) and a second event for the same payment. `session` adds to (or replaces) the
 * completed session's fields: a subscription's names its subscription and invoice. Returns the
 * refunds the payment provider was asked for meanwhile (the jobs the events queued have run by then).
 */
export async function payWithRedeliveries(
  h: Harness,
  checkout: { paymentId: string; total: number },
  session: Record<string, unknown> = {},
): Promise<RefundInput[]> {
  const provider = h.services.payments;
  if (!provider) throw new Error('Payments are off in this suite');
  const refund = vi.spyOn(provider, 'refund');
  try {
    const completed = completedEvent(
      { paymentId: checkout.paymentId, amounts: { total: checkout.total } as CheckoutSession['amounts'] },
      `evt_${randomUUID()}`,
    );
    const event = { ...completed, object: { ...completed.object, ...session } };
    for (const delivery of [event, event, { ...event, id: `evt_${randomUUID()}` }]) {
      const res = await deliverEvent(h, delivery);
      expect(res.statusCode, res.body).toBe(200);
    }
    return refund.mock.calls.map(([input]) => input);
  } finally {
    refund.mockRestore();
  }
}
