import type { ProviderSubscriptionChange } from './payments.events';

type EventObject = Record<string, unknown>;

const str = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const record = (value: unknown): EventObject | null => (value !== null && typeof value === 'object' ? (value as EventObject) : null);

/** The subscription an invoice bills: parent.subscription_details.subscription (older API versions: invoice.subscription), an id or an expanded object. */
function subscriptionOfInvoice(invoice: EventObject): string | null {
  const named = record(record(invoice.parent)?.subscription_details)?.subscription ?? invoice.subscription;
  return str(named) ?? str(record(named)?.id);
}

/** Where the period an invoice pays for ends, in ms: the latest end among its lines (the invoice's own period_end is the period before). */
function paidUntil(invoice: EventObject): number | null {
  const lines = record(invoice.lines)?.data;
  const ends = (Array.isArray(lines) ? lines : [])
    .map((line) => record(record(line)?.period)?.end)
    .filter((end): end is number => typeof end === 'number' && end > 0);
  return ends.length > 0 ? Math.max(...ends) * 1000 : null;
}

/**
 * invoice.paid of a renewal: the subscription is paid until its lines' period end. The first
 * invoice (billing_reason subscription_create) is the checkout's, which checkout.session.completed
 * settles: it is left alone, as is an invoice without a subscription.
 */
export function invoicePaid(invoice: EventObject): ProviderSubscriptionChange | null {
  const providerSubscriptionId = subscriptionOfInvoice(invoice);
  const invoiceId = str(invoice.id);
  const periodEnd = paidUntil(invoice);
  if (!providerSubscriptionId || !invoiceId || periodEnd === null || invoice.billing_reason === 'subscription_create') return null;
  const amountCents = typeof invoice.amount_paid === 'number' && Number.isInteger(invoice.amount_paid) ? invoice.amount_paid : null;
  return { kind: 'paid', providerSubscriptionId, invoiceId, periodEnd, amountCents };
}

/** invoice.payment_failed: a renewal could not be charged (Stripe tries again on its own schedule). */
export function invoicePaymentFailed(invoice: EventObject): ProviderSubscriptionChange | null {
  const providerSubscriptionId = subscriptionOfInvoice(invoice);
  const invoiceId = str(invoice.id);
  if (!providerSubscriptionId || !invoiceId || invoice.billing_reason === 'subscription_create') return null;
  const message = str(record(invoice.last_finalization_error)?.message) ?? 'The payment was declined';
  return { kind: 'payment-failed', providerSubscriptionId, invoiceId, message: message.slice(0, 500) };
}

/** customer.subscription.deleted: the subscription is over (cancelled, or Stripe gave up retrying a payment). */
export function subscriptionDeleted(subscription: EventObject): ProviderSubscriptionChange | null {
  const providerSubscriptionId = str(subscription.id);
  return providerSubscriptionId ? { kind: 'ended', providerSubscriptionId } : null;
}
