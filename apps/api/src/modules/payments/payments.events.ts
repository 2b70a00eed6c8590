import { defineEvent } from '../../core/jobs';

/** What the provider said of a checkout that is not a social's payment. */
export interface OtherCheckoutSettled {
  /** The id the opening area gave the provider as the checkout's payment id. */
  checkoutId: string;
  outcome: 'paid' | 'expired';
  /** What was paid (amount_total), null when the event does not say. */
  amountCents: number | null;
  providerPaymentId: string | null;
  /** A checkout in subscription mode: the subscription the provider renews from now on. */
  providerSubscriptionId?: string | null;
  /** A checkout in subscription mode names no payment of its own (providerPaymentId is the session's id): the invoice of its first period does. */
  providerInvoiceId?: string | null;
}

/**
 * A checkout that another area opened through the same provider (a conference order) was paid or
 * expired: that area settles it in the webhook's transaction (reactInTransaction), so the event is
 * recorded exactly when its effect is.
 */
export const otherCheckoutSettled = defineEvent<OtherCheckoutSettled>('payments.other-checkout-settled');

/** The provider gave back a payment for another area's checkout (refundDuplicateCheckout): that area marks it refunded. */
export interface OtherCheckoutRefunded {
  checkoutId: string;
  providerRefundId: string;
}

/** Handled in the transaction that mails the payer (reactInTransaction), so the two go together. */
export const otherCheckoutRefunded = defineEvent<OtherCheckoutRefunded>('payments.other-checkout-refunded');

/**
 * What the provider said of a subscription it renews (a paid circle membership): an invoice paid
 * (the period runs to periodEnd), a renewal's payment failed, or the subscription ended.
 */
export type ProviderSubscriptionChange =
  | { kind: 'paid'; providerSubscriptionId: string; invoiceId: string; periodEnd: number; amountCents: number | null }
  | { kind: 'payment-failed'; providerSubscriptionId: string; invoiceId: string; message: string }
  | { kind: 'ended'; providerSubscriptionId: string };

/**
 * A subscription was billed or ended: the area whose subscription it is settles it in the
 * webhook's transaction (reactInTransaction), so a redelivered event changes nothing.
 */
export const providerSubscriptionChanged = defineEvent<ProviderSubscriptionChange>('payments.provider-subscription-changed');
