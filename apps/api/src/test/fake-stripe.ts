import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFormBody } from './read-form-body';

export interface RecordedStripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The Stripe-Account header: a call made on a connected account's behalf. */
  stripeAccount: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  calls: RecordedStripeCall[];
  /** Refunds Stripe made: one per idempotency key, as Stripe keeps them (a repeated key returns the first refund). */
  refunds: Map<string, { id: string; paymentIntent: string; charge: string; amount: number }>;
  /** Refund calls wait this long before answering (to stop a process in the middle of them). */
  refundDelayMs: number;
  /** The next N refund calls answer 500. */
  failNextRefunds: number;
  /** PaymentIntents captured or cancelled (held cards), by id: one outcome each, as Stripe keeps them. */
  heldOutcomes: Map<string, 'captured' | 'canceled'>;
  /** Payouts made, one per idempotency key, as Stripe keeps them. */
  payouts: Map<string, { id: string; account: string; amount: number; currency: string }>;
  /** The next N payout calls are refused as a connected account without enough balance. */
  refuseNextPayouts: number;
  /** Subscriptions Stripe holds, by id, as a test sets them: retrieving one answers its state, updating one changes it. */
  subscriptions: Map<string, FakeSubscription>;
  /** Invoices Stripe holds, by id, as a test sets them: what paid each (listed by GET /v1/invoice_payments?invoice=…). */
  invoices: Map<string, FakeInvoice>;
  /** Each new checkout session gets an id of its own (cs_test_fake_1, …) instead of cs_test_fake: for a buyer with two checkouts open. */
  distinctSessions: boolean;
  close(): Promise<void>;
}

export interface FakeSubscription {
  status: string;
  /** Seconds since the epoch. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  latestInvoice: string;
}

/** A paid invoice: the PaymentIntent that paid it, or for a charge made without one, that charge. */
export type FakeInvoice = { paymentIntent: string } | { charge: string };

/**
 * Answers like Stripe's API for the calls our provider makes, on localhost, and records them. Like
 * Stripe, a request repeated with the same Idempotency-Key gets the first answer and does nothing twice.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    calls: [],
    refunds: new Map(),
    refundDelayMs: 0,
    failNextRefunds: 0,
    heldOutcomes: new Map(),
    payouts: new Map(),
    refuseNextPayouts: 0,
    subscriptions: new Map(),
    invoices: new Map(),
    distinctSessions: false,
  };
  let sessionsMade = 0;
  /** The sessions it made, by id, with their status: open until expired (a test pays one by sending its webhook). */
  const sessions = new Map<string, 'open' | 'expired'>();
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? '';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const form = await readFormBody(request);
    const stripeAccount = request.headers['stripe-account'] as string | undefined;
    fake.calls.push({ method: request.method ?? '', path, idempotencyKey, stripeAccount, form });
    const reply = (body: object, status = 200) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(body));
    };
    if (path === '/v1/checkout/sessions') {
      const id = fake.distinctSessions ? `cs_test_fake_${++sessionsMade}` : 'cs_test_fake';
      sessions.set(id, 'open');
      return reply({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open' });
    }
    if (path === '/v1/checkout/sessions/cs_open') return reply({ id: 'cs_open', object: 'checkout.session', status: 'open' });
    if (path === '/v1/checkout/sessions/cs_paid') return reply({ id: 'cs_paid', object: 'checkout.session', status: 'complete' });
    if (path === '/v1/checkout/sessions/cs_open/expire') return reply({ id: 'cs_open', object: 'checkout.session', status: 'expired' });
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/?]+)(\/expire)?/.exec(path);
    const made = sessionPath ? sessions.get(sessionPath[1]!) : undefined;
    if (sessionPath && made) {
      // As Stripe: only an open session can be expired.
      if (sessionPath[2] && made !== 'open')
        return reply({ error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired` } }, 400);
      if (sessionPath[2]) sessions.set(sessionPath[1]!, 'expired');
      return reply({ id: sessionPath[1], object: 'checkout.session', status: sessions.get(sessionPath[1]!) });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/?]+)/.exec(path);
    if (subscriptionPath) {
      const subscription = fake.subscriptions.get(decodeURIComponent(subscriptionPath[1]!));
      if (!subscription) return reply({ error: { type: 'invalid_request_error', message: 'No such subscription' } }, 404);
      // As Stripe: a subscription that ended takes no more changes; a live one stops (or resumes) renewing at its period's end.
      if (request.method === 'POST' && subscription.status === 'canceled') {
        return reply(
          { error: { type: 'invalid_request_error', message: 'A canceled subscription can only update its cancellation_details and metadata.' } },
          400,
        );
      }
      if (request.method === 'DELETE' && subscription.status === 'canceled') {
        return reply({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${subscriptionPath[1]}'` } }, 404);
      }
      // Cancelled at once: it ends now and is never billed again.
      if (request.method === 'DELETE') Object.assign(subscription, { status: 'canceled', cancelAtPeriodEnd: false });
      if (request.method === 'POST' && form.has('cancel_at_period_end')) subscription.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
      return reply({
        id: subscriptionPath[1],
        object: 'subscription',
        status: subscription.status,
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
        cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
        items: { object: 'list', data: [{ id: 'si_fake', object: 'subscription_item', current_period_end: subscription.currentPeriodEnd }] },
        latest_invoice: path.includes('expand')
          ? { id: subscription.latestInvoice, object: 'invoice', last_finalization_error: null }
          : subscription.latestInvoice,
      });
    }
    if (path.startsWith('/v1/invoice_payments?')) {
      const query = new URL(path, 'http://stripe.test').searchParams;
      const invoiceId = query.get('invoice') ?? '';
      const invoice = fake.invoices.get(invoiceId);
      const status = query.get('status');
      const data =
        invoice && (!status || status === 'paid')
          ? [
              {
                id: `inpay_${invoiceId}`,
                object: 'invoice_payment',
                invoice: invoiceId,
                is_default: true,
                status: 'paid',
                payment:
                  'paymentIntent' in invoice ? { type: 'payment_intent', payment_intent: invoice.paymentIntent } : { type: 'charge', charge: invoice.charge },
              },
            ]
          : [];
      return reply({ object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    }
    if (path === '/v1/refunds') {
      if (fake.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.refundDelayMs));
      if (fake.failNextRefunds > 0) {
        fake.failNextRefunds -= 1;
        return reply({ error: { type: 'api_error', message: 'Stripe had a problem' } }, 500);
      }
      const key = idempotencyKey ?? `no-key-${fake.calls.length}`;
      let refund = fake.refunds.get(key);
      if (!refund) {
        refund = {
          id: `re_${fake.refunds.size + 1}`,
          paymentIntent: form.get('payment_intent') ?? '',
          charge: form.get('charge') ?? '',
          amount: Number(form.get('amount')),
        };
        fake.refunds.set(key, refund);
      }
      return reply({
        id: refund.id,
        object: 'refund',
        status: 'succeeded',
        amount: refund.amount,
        payment_intent: refund.paymentIntent || null,
        charge: refund.charge || null,
      });
    }
    const held = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (held) {
      const [, id = '', action] = held;
      const wanted = action === 'capture' ? 'captured' : 'canceled';
      const outcome = fake.heldOutcomes.get(id) ?? wanted;
      // A PaymentIntent is captured or cancelled once; the other action afterwards is refused, as Stripe does.
      if (outcome !== wanted)
        return reply({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent is ${outcome}` } }, 400);
      fake.heldOutcomes.set(id, outcome);
      return reply({ id, object: 'payment_intent', status: outcome === 'captured' ? 'succeeded' : 'canceled' });
    }
    if (path === '/v1/payouts') {
      if (fake.refuseNextPayouts > 0) {
        fake.refuseNextPayouts -= 1;
        return reply(
          { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'You have insufficient funds in your Stripe account' } },
          400,
        );
      }
      const key = idempotencyKey ?? `no-key-${fake.calls.length}`;
      let payout = fake.payouts.get(key);
      if (!payout) {
        payout = { id: `po_${fake.payouts.size + 1}`, account: stripeAccount ?? '', amount: Number(form.get('amount')), currency: form.get('currency') ?? '' };
        fake.payouts.set(key, payout);
      }
      return reply({ id: payout.id, object: 'payout', status: 'pending', amount: payout.amount, currency: payout.currency, arrival_date: 1_800_000_000 });
    }
    if (path === '/v1/accounts') return reply({ id: 'acct_fake', object: 'account', payouts_enabled: false });
    if (path === '/v1/account_links') return reply({ object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_fake' });
    return reply({ error: { type: 'invalid_request_error', message: `No such path ${path}` } }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
