import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe, type RecordedStripeCall } from '../../../test/fake-stripe';
import type { PaymentProvider } from '../../../core/payment-provider';
import { createStripeProvider } from './stripe-provider';
import { signTestWebhook } from './test-provider';
import { HOUR } from '../../../test/kit';

describe('the Stripe provider', () => {
  let fake: FakeStripe;
  let recorded: RecordedStripeCall[];
  let stripe: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    recorded = fake.calls;
    const port = Number(new URL(fake.url).port);
    stripe = createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake', api: { host: '127.0.0.1', port, protocol: 'http' } });
  });
  afterAll(() => fake.close());

  it('opens a Checkout Session with our payment id, the hold as expiry, the lines and an idempotency key', async () => {
    const expiresAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * HOUR);
    const created = await stripe.createCheckout({
      paymentId: 'pay-1',
      currency: 'usd',
      lines: [
        { name: 'General', amountCents: 4000 },
        { name: 'Refundable deposit', amountCents: 2000 },
      ],
      customerEmail: 'ada@example.com',
      expiresAt,
      successUrl: 'https://socials.example/socials/x?payment=success&paymentId=pay-1',
      cancelUrl: 'https://socials.example/socials/x?payment=cancelled&paymentId=pay-1',
      transfer: { destinationAccountId: 'acct_host', applicationFeeCents: 150 },
    });
    expect(created).toEqual({ sessionId: 'cs_test_fake', url: 'https://checkout.stripe.com/c/pay/cs_test_fake' });
    const call = recorded.find((r) => r.path === '/v1/checkout/sessions');
    expect(call?.idempotencyKey).toBe('checkout-pay-1');
    const form = call?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('client_reference_id')).toBe('pay-1');
    expect(form?.get('metadata[paymentId]')).toBe('pay-1');
    expect(form?.get('payment_intent_data[metadata][paymentId]')).toBe('pay-1');
    expect(form?.get('expires_at')).toBe(String(expiresAt.getTime() / 1000));
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('4000');
    // A hold of exactly 30 minutes gets a session Stripe accepts (at least 30 minutes after it is created).
    await stripe.createCheckout({
      paymentId: 'pay-2',
      currency: 'usd',
      lines: [{ name: 'General', amountCents: 4000 }],
      customerEmail: 'a@example.com',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      successUrl: 'https://s.example/ok',
      cancelUrl: 'https://s.example/no',
    });
    const second = recorded.filter((r) => r.path === '/v1/checkout/sessions')[1];
    expect(Number(second?.form.get('expires_at')) - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(form?.get('line_items[1][price_data][product_data][name]')).toBe('Refundable deposit');
    expect(form?.get('payment_intent_data[transfer_data][destination]')).toBe('acct_host');
    expect(form?.get('payment_intent_data[application_fee_amount]')).toBe('150');
  });

  it('only holds the card when asked, then captures or cancels the PaymentIntent once, keyed by our payment id', async () => {
    await stripe.createCheckout({
      paymentId: 'pay-held',
      currency: 'usd',
      lines: [{ name: 'General', amountCents: 4000 }],
      customerEmail: 'a@example.com',
      expiresAt: new Date(Date.now() + 2 * HOUR),
      successUrl: 'https://s.example/ok',
      cancelUrl: 'https://s.example/no',
      captureManually: true,
    });
    const held = recorded.find((r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === 'checkout-pay-held');
    expect(held?.form.get('payment_intent_data[capture_method]')).toBe('manual');
    expect(recorded.find((r) => r.idempotencyKey === 'checkout-pay-1')?.form.get('payment_intent_data[capture_method]')).toBeNull();

    await stripe.capture({ paymentId: 'pay-held', providerPaymentId: 'pi_held' });
    await stripe.capture({ paymentId: 'pay-held', providerPaymentId: 'pi_held' });
    const captures = recorded.filter((r) => r.path === '/v1/payment_intents/pi_held/capture');
    expect(captures.map((r) => r.idempotencyKey)).toEqual(['capture-pay-held', 'capture-pay-held']);
    expect(fake.heldOutcomes.get('pi_held')).toBe('captured');
    // A captured payment cannot be let go any more: Stripe refuses, and the provider says so.
    await expect(stripe.release({ paymentId: 'pay-held', providerPaymentId: 'pi_held' })).rejects.toThrow(/captured/);
    expect(await stripe.capture({ paymentId: 'pay-held', providerPaymentId: 'pi_held' })).toBe('captured');

    await stripe.release({ paymentId: 'pay-other', providerPaymentId: 'pi_other' });
    expect(recorded.find((r) => r.path === '/v1/payment_intents/pi_other/cancel')?.idempotencyKey).toBe('release-pay-other');
    expect(fake.heldOutcomes.get('pi_other')).toBe('canceled');
    // A hold that was let go can never be charged: the provider says refused instead of failing (which would be retried).
    expect(await stripe.capture({ paymentId: 'pay-other', providerPaymentId: 'pi_other' })).toBe('refused');
  });

  it('expires an open session and reports a completed one', async () => {
    expect(await stripe.expireCheckout('cs_open')).toBe(true);
    expect(recorded.some((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions/cs_open/expire')).toBe(true);
    expect(await stripe.expireCheckout('cs_paid')).toBe(false);
  });

  it('refunds an amount of a PaymentIntent with our refund id as idempotency key', async () => {
    expect(await stripe.refund({ refundId: 'ref-1', providerPaymentId: 'pi_1', amountCents: 1234, reverseTransfer: true })).toEqual({
      providerRefundId: 're_1',
    });
    const call = recorded.find((r) => r.path === '/v1/refunds');
    expect(call?.idempotencyKey).toBe('refund-ref-1');
    expect(call?.form.get('payment_intent')).toBe('pi_1');
    expect(call?.form.get('amount')).toBe('1234');
    expect(call?.form.get('reverse_transfer')).toBe('true');
  });

  it('opens a Connect Express account for payouts and its onboarding link, keeping the numbers out of the idempotency key', async () => {
    const account = await stripe.createPayoutAccount({
      userId: 'user-1',
      email: 'host@example.com',
      returnUrl: 'https://socials.example/host/payouts',
      holderKind: 'individual',
      accountType: 'individual',
      holderName: 'Hana Host',
      country: 'US',
      currency: 'usd',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    expect(account).toEqual({ providerAccountId: 'acct_fake', status: 'PENDING', onboardingUrl: 'https://connect.stripe.com/setup/e/acct_fake' });
    const call = recorded.find((r) => r.path === '/v1/accounts');
    expect(call?.form.get('type')).toBe('express');
    expect(call?.form.get('external_account[routing_number]')).toBe('110000000');
    expect(call?.form.get('settings[payouts][schedule][interval]')).toBe('manual');
    expect(call?.idempotencyKey).toMatch(/^payout-account-[0-9a-f]{64}$/);
    expect(call?.idempotencyKey).not.toContain('123456789');
    expect(recorded.find((r) => r.path === '/v1/account_links')?.idempotencyKey).toBe('account-link-acct_fake');
  });

  it('registers an IBAN as the account number, with no routing number', async () => {
    const before = recorded.filter((r) => r.path === '/v1/accounts').length;
    await stripe.createPayoutAccount({
      userId: 'user-2',
      email: 'host@example.de',
      returnUrl: 'https://socials.example/host/payouts',
      holderKind: 'individual',
      accountType: 'individual',
      holderName: 'Hanna Gastgeberin',
      country: 'DE',
      currency: 'eur',
      routingNumber: null,
      accountNumber: 'DE89370400440532013000',
    });
    const call = recorded.filter((r) => r.path === '/v1/accounts')[before];
    expect(call?.form.get('external_account[account_number]')).toBe('DE89370400440532013000');
    expect(call?.form.get('external_account[country]')).toBe('DE');
    expect(call?.form.has('external_account[routing_number]')).toBe(false);
  });

  it("sends a payout from the host's connected account to its bank once per payout id, and reports a refusal instead of failing", async () => {
    const input = { payoutId: 'payout-1', providerAccountId: 'acct_host', amountCents: 12_000, currency: 'usd' };
    const sent = await stripe.payOut(input);
    // Stripe's payout is on its way: a payout.paid event will say when it reached the bank.
    expect(sent).toEqual({ status: 'pending', providerPayoutId: 'po_1', arrivalDate: new Date(1_800_000_000 * 1000) });
    expect(await stripe.payOut(input)).toEqual(sent);
    const calls = recorded.filter((r) => r.path === '/v1/payouts');
    expect(calls.map((r) => [r.idempotencyKey, r.stripeAccount])).toEqual([
      ['payout-payout-1', 'acct_host'],
      ['payout-payout-1', 'acct_host'],
    ]);
    expect(calls[0]?.form.get('amount')).toBe('12000');
    expect(calls[0]?.form.get('currency')).toBe('usd');
    expect(calls[0]?.form.get('metadata[payoutId]')).toBe('payout-1');
    expect(fake.payouts.size).toBe(1);

    fake.refuseNextPayouts = 1;
    expect(await stripe.payOut({ ...input, payoutId: 'payout-2' })).toEqual({
      status: 'refused',
      message: 'You have insufficient funds in your Stripe account',
    });
    // An account that never reached Stripe cannot be paid: nothing is asked of Stripe.
    expect(await stripe.payOut({ ...input, payoutId: 'payout-3', providerAccountId: null })).toEqual({
      status: 'refused',
      message: 'This bank account is not connected to Stripe',
    });
    expect(recorded.filter((r) => r.path === '/v1/payouts')).toHaveLength(3);
  });

  it('opens a circle membership as Checkout in subscription mode: a recurring price, the subscription tagged with our id', async () => {
    const created = await stripe.createCheckout({
      paymentId: 'sub-1',
      currency: 'usd',
      lines: [{ name: 'Membership of Night Owls (monthly)', amountCents: 1500 }],
      customerEmail: 'ada@example.com',
      expiresAt: new Date(Date.now() + 2 * HOUR),
      successUrl: 'https://socials.example/circles/owls?membership=success',
      cancelUrl: 'https://socials.example/circles/owls?membership=cancelled',
      recurring: { interval: 'month' },
    });
    expect(created.sessionId).toBe('cs_test_fake');
    const call = recorded.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(call?.idempotencyKey).toBe('checkout-sub-1');
    expect(call?.form.get('mode')).toBe('subscription');
    expect(call?.form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(call?.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
    expect(call?.form.get('subscription_data[metadata][paymentId]')).toBe('sub-1');
    expect(call?.form.get('client_reference_id')).toBe('sub-1');
    // A subscription has no single PaymentIntent to configure.
    expect([...(call?.form.keys() ?? [])].some((key) => key.startsWith('payment_intent_data'))).toBe(false);
  });

  it('reads a renewal from the subscription Stripe renewed: paid once its period moved on, failed when it is past due, pending before Stripe bills', async () => {
    const periodEnd = new Date('2027-01-01T00:00:00Z');
    const renewal = { renewalKey: 'sub-1:2027-01-01', amountCents: 1500, currency: 'usd', customerEmail: 'ada@example.com', periodEnd };
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    fake.subscriptions.set('sub_paid', {
      status: 'active',
      currentPeriodEnd: seconds(new Date('2027-02-01T00:00:00Z')),
      cancelAtPeriodEnd: false,
      latestInvoice: 'in_2',
    });
    fake.subscriptions.set('sub_late', { status: 'past_due', currentPeriodEnd: seconds(periodEnd), cancelAtPeriodEnd: false, latestInvoice: 'in_3' });
    fake.subscriptions.set('sub_wait', { status: 'active', currentPeriodEnd: seconds(periodEnd), cancelAtPeriodEnd: false, latestInvoice: 'in_1' });
    expect(await stripe.renewSubscription({ ...renewal, providerSubscriptionId: 'sub_paid' })).toEqual({ status: 'paid', providerPaymentId: 'in_2' });
    expect(await stripe.renewSubscription({ ...renewal, providerSubscriptionId: 'sub_late' })).toEqual({
      status: 'failed',
      message: 'The subscription is past due',
    });
    expect(await stripe.renewSubscription({ ...renewal, providerSubscriptionId: 'sub_wait' })).toEqual({ status: 'pending' });
    expect(await stripe.renewSubscription({ ...renewal, providerSubscriptionId: null })).toMatchObject({ status: 'failed' });

    await stripe.setCancelAtPeriodEnd('sub_paid', true);
    expect(fake.subscriptions.get('sub_paid')?.cancelAtPeriodEnd).toBe(true);
    await stripe.setCancelAtPeriodEnd('sub_paid', false);
    expect(fake.subscriptions.get('sub_paid')?.cancelAtPeriodEnd).toBe(false);
  });

  it("gives back a subscription's first payment: the invoice's PaymentIntent, or its charge, refunded by that; the subscription cancelled at once, once", async () => {
    fake.invoices.set('in_by_intent', { paymentIntent: 'pi_of_invoice' });
    fake.invoices.set('in_by_charge', { charge: 'ch_of_invoice' });
    expect(await stripe.paymentOfInvoice('in_by_intent')).toBe('pi_of_invoice');
    expect(await stripe.paymentOfInvoice('in_by_charge')).toBe('ch_of_invoice');
    await expect(stripe.paymentOfInvoice('in_unpaid')).rejects.toThrow();

    await stripe.refund({ refundId: 'ref-charge', providerPaymentId: 'ch_of_invoice', amountCents: 1500, reverseTransfer: false });
    const call = recorded.find((r) => r.idempotencyKey === 'refund-ref-charge');
    expect(call?.form.get('charge')).toBe('ch_of_invoice');
    expect(call?.form.has('payment_intent')).toBe(false);

    fake.subscriptions.set('sub_twice', {
      status: 'active',
      currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
      latestInvoice: 'in_by_intent',
    });
    await stripe.cancelSubscription('sub_twice');
    await stripe.cancelSubscription('sub_twice');
    expect(fake.subscriptions.get('sub_twice')).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(recorded.filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/sub_twice'))).toHaveLength(1);
  });

  it('accepts webhooks signed with its secret and throws on any other signature', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
    expect(stripe.verifyWebhook(payload, signTestWebhook(payload, 'whsec_fake')).id).toBe('evt_1');
    expect(() => stripe.verifyWebhook(payload, signTestWebhook(payload, 'whsec_other'))).toThrow();
    expect(() => stripe.verifyWebhook(payload, undefined)).toThrow();
    expect(() => stripe.verifyWebhook(payload.replace('cs_1', 'cs_2'), signTestWebhook(payload, 'whsec_fake'))).toThrow();
  });

  it("accepts webhooks of each endpoint when given their secrets comma-separated (the platform's and the connected accounts')", () => {
    const port = Number(new URL(fake.url).port);
    const twoEndpoints = createStripeProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: 'whsec_platform, whsec_connect',
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
    const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'payout.paid', account: 'acct_host', data: { object: { id: 'po_1' } } });
    expect(twoEndpoints.verifyWebhook(payload, signTestWebhook(payload, 'whsec_connect')).id).toBe('evt_2');
    expect(twoEndpoints.verifyWebhook(payload, signTestWebhook(payload, 'whsec_platform')).id).toBe('evt_2');
    expect(() => twoEndpoints.verifyWebhook(payload, signTestWebhook(payload, 'whsec_other'))).toThrow();
  });
});
