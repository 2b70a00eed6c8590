import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { CreateCheckoutInput, CreatedCheckout, PaymentProvider, ProviderEvent } from '../../../core/payment-provider';

/** Stripe Checkout, refunds and Connect (Express) accounts; every create carries an idempotency key from our ids. */
/**
 * Stripe wants expires_at at least 30 minutes after it creates the session, which is a moment
 * after our hold began: a minute's margin keeps a 30-minute hold acceptable. A payment made in
 * that last minute, after the hold lapsed, takes a free seat or is refunded (payment-webhooks.ts).
 */
const MIN_SESSION_SECONDS = 31 * 60;

function sessionExpiry(holdEnd: Date, now = Date.now()): number {
  return Math.max(Math.floor(holdEnd.getTime() / 1000), Math.floor(now / 1000) + MIN_SESSION_SECONDS);
}

export interface StripeProviderOptions {
  secretKey: string;
  /** The endpoints' signing secrets, comma-separated: an event signed with any of them is accepted. */
  webhookSecret: string;
  /** Where the Stripe API is (default api.stripe.com): stripe-mock or a test double. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A subscription in one of these states did not renew: its latest invoice is unpaid. */
const FAILED_SUBSCRIPTION = new Set<string>(['past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused']);

/** Stripe Checkout in subscription mode: Stripe renews the subscription each interval and names it on the completed session. */
async function createSubscriptionCheckout(stripe: Stripe, input: CreateCheckoutInput, interval: 'month' | 'year'): Promise<CreatedCheckout> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      client_reference_id: input.paymentId,
      metadata: { paymentId: input.paymentId },
      customer_email: input.customerEmail,
      line_items: input.lines.map((line) => ({
        quantity: 1,
        price_data: { currency: input.currency, unit_amount: line.amountCents, recurring: { interval }, product_data: { name: line.name } },
      })),
      subscription_data: { metadata: { paymentId: input.paymentId } },
      expires_at: sessionExpiry(input.expiresAt),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    { idempotencyKey: `checkout-${input.paymentId}` },
  );
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return { sessionId: session.id, url: session.url };
}

export function createStripeProvider({ secretKey, webhookSecret, api }: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...api });
  // The platform's endpoint and the one for events on connected accounts (payouts) sign with secrets of their own.
  const webhookSecrets = webhookSecret
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  return {
    name: 'STRIPE',
    async createCheckout(input) {
      if (input.recurring) return createSubscriptionCheckout(stripe, input, input.recurring.interval);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId },
          customer_email: input.customerEmail,
          line_items: input.lines.map((line) => ({
            quantity: 1,
            price_data: { currency: input.currency, unit_amount: line.amountCents, product_data: { name: line.name } },
          })),
          payment_intent_data: {
            metadata: { paymentId: input.paymentId },
            ...(input.captureManually ? { capture_method: 'manual' as const } : {}),
            ...(input.transfer
              ? { transfer_data: { destination: input.transfer.destinationAccountId }, application_fee_amount: input.transfer.applicationFeeCents }
              : {}),
          },
          expires_at: sessionExpiry(input.expiresAt),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'complete') return false;
      if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
      return true;
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        {
          // A charge made without a PaymentIntent (an invoice's, now and then) is refunded by the charge itself.
          ...(input.providerPaymentId.startsWith('ch_') ? { charge: input.providerPaymentId } : { payment_intent: input.providerPaymentId }),
          amount: input.amountCents,
          reverse_transfer: input.reverseTransfer || undefined,
          metadata: { refundId: input.refundId },
        },
        { idempotencyKey: `refund-${input.refundId}` },
      );
      return { providerRefundId: refund.id };
    },
    async capture(input) {
      try {
        await stripe.paymentIntents.capture(input.providerPaymentId, {}, { idempotencyKey: `capture-${input.paymentId}` });
        return 'captured';
      } catch (err) {
        // The PaymentIntent can no longer be captured (cancelled, lapsed) or the card declined: asking again will not help.
        if (err instanceof Stripe.errors.StripeCardError) return 'refused';
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') return 'refused';
        throw err;
      }
    },
    async release(input) {
      await stripe.paymentIntents.cancel(input.providerPaymentId, {}, { idempotencyKey: `release-${input.paymentId}` });
    },
    async payOut(input) {
      if (!input.providerAccountId) return { status: 'refused', message: 'This bank account is not connected to Stripe' };
      try {
        // Destination charges left the host's share in their connected account; its payouts are manual, so this sends it to the bank.
        const payout = await stripe.payouts.create(
          { amount: input.amountCents, currency: input.currency, metadata: { payoutId: input.payoutId } },
          { stripeAccount: input.providerAccountId, idempotencyKey: `payout-${input.payoutId}` },
        );
        if (payout.status === 'failed' || payout.status === 'canceled')
          return { status: 'refused', message: payout.failure_message ?? `The payout was ${payout.status}` };
        return { status: payout.status === 'paid' ? 'paid' : 'pending', providerPayoutId: payout.id, arrivalDate: new Date(payout.arrival_date * 1000) };
      } catch (err) {
        // Not enough balance, no bank account on the connected account, payouts paused: Stripe says so and a retry will not change it.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'refused', message: err.message };
        throw err;
      }
    },
    verifyWebhook(rawBody, signatureHeader): ProviderEvent {
      let mismatch: unknown;
      for (const secret of webhookSecrets) {
        try {
          return stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret) as unknown as ProviderEvent;
        } catch (err) {
          mismatch = err;
        }
      }
      throw mismatch;
    },
    async renewSubscription(input) {
      if (!input.providerSubscriptionId) return { status: 'failed', message: 'This membership has no Stripe subscription' };
      const subscription = await stripe.subscriptions.retrieve(input.providerSubscriptionId, { expand: ['latest_invoice'] });
      const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end));
      const invoice = subscription.latest_invoice;
      const invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? null);
      if ((subscription.status === 'active' || subscription.status === 'trialing') && periodEnd * 1000 > input.periodEnd.getTime()) {
        return { status: 'paid', providerPaymentId: invoiceId };
      }
      if (FAILED_SUBSCRIPTION.has(subscription.status)) {
        const message = typeof invoice === 'object' && invoice?.last_finalization_error?.message;
        return { status: 'failed', message: message || `The subscription is ${subscription.status.replace('_', ' ')}` };
      }
      // Stripe bills about an hour after the period ends: asked again later.
      return { status: 'pending' };
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },
    async cancelSubscription(providerSubscriptionId) {
      // Stripe refuses to cancel a subscription twice: a retry after a cancel that went through has nothing to do.
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await stripe.subscriptions.cancel(providerSubscriptionId);
    },
    async paymentOfInvoice(providerInvoiceId) {
      // Invoices no longer name their PaymentIntent: their payments do.
      const payments = await stripe.invoicePayments.list({ invoice: providerInvoiceId, status: 'paid', limit: 1 });
      const paid = payments.data[0]?.payment;
      const id = paid?.payment_intent ?? paid?.charge;
      if (!id) throw new Error(`Stripe names no payment of invoice ${providerInvoiceId}`);
      return typeof id === 'string' ? id : id.id;
    },
    async createPayoutAccount(input) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: input.country,
          email: input.email,
          business_type: input.accountType === 'company' ? 'company' : 'individual',
          capabilities: { transfers: { requested: true } },
          // The platform's daily payout sweep decides when money goes to the bank (payouts.jobs.ts).
          settings: { payouts: { schedule: { interval: 'manual' } } },
          external_account: {
            object: 'bank_account',
            country: input.country,
            currency: input.currency,
            account_holder_name: input.holderName,
            account_holder_type: input.accountType,
            ...(input.routingNumber ? { routing_number: input.routingNumber } : {}),
            account_number: input.accountNumber,
          },
          metadata: { userId: input.userId, holderKind: input.holderKind },
        },
        // The same account details sent twice make one account; the numbers themselves stay out of the key.
        {
          idempotencyKey: `payout-account-${createHash('sha256')
            .update(`${input.userId}:${input.routingNumber ?? ''}:${input.accountNumber}`)
            .digest('hex')}`,
        },
      );
      const link = await stripe.accountLinks.create(
        { account: account.id, type: 'account_onboarding', refresh_url: input.returnUrl, return_url: input.returnUrl },
        { idempotencyKey: `account-link-${account.id}` },
      );
      return { providerAccountId: account.id, status: account.payouts_enabled ? 'VERIFIED' : 'PENDING', onboardingUrl: link.url };
    },
  };
}
