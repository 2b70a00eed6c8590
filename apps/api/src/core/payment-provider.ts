import type { BankAccountInput, BankAccountStatus, PaymentProviderName } from '@socials/domain';

/** One line of a checkout, in cents. */
export interface CheckoutLine {
  name: string;
  amountCents: number;
}

export interface CreateCheckoutInput {
  /** Our payment id: the session's client_reference_id and metadata.paymentId, and the idempotency key. */
  paymentId: string;
  currency: string;
  lines: CheckoutLine[];
  customerEmail: string;
  /** The session can be paid until then (the seat hold's end). */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** Host payouts (Stripe Connect): where the host's share goes and the platform's fee. */
  transfer?: { destinationAccountId: string; applicationFeeCents: number };
  /** Only hold the card (authorize); the money is taken by capture() when the hosts approve. */
  captureManually?: boolean /**
   * A subscription renewed by the provider each interval (Stripe Checkout in mode 'subscription'):
   * the lines are the price of one period. The completed session names the subscription.
   */;
  recurring?: { interval: 'month' | 'year' };
}

/** A subscription's period that has ended: is the next one paid? */
export interface RenewalInput {
  /** Our key for this renewal (membership and period): the idempotency key of any charge. */
  renewalKey: string;
  /** The provider's subscription (Stripe's sub_…); null with the test provider's checkouts. */
  providerSubscriptionId: string | null;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** The end of the period that was paid: a renewal pays for the one after it. */
  periodEnd: Date;
}

/** paid: the next period is paid; failed: the charge was declined (the provider may try again); pending: not decided yet, ask later. */
export type RenewalOutcome = { status: 'paid'; providerPaymentId: string | null } | { status: 'failed'; message: string } | { status: 'pending' };

/** A held card payment to charge (capture) or let go (release). */
export interface HeldPaymentInput {
  /** Our payment id: the idempotency key, so a retried call acts once. */
  paymentId: string;
  providerPaymentId: string;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
}

export interface RefundInput {
  /** Our refund id: the idempotency key, so a retried refund is made once. */
  refundId: string;
  /** The provider's payment: Stripe's PaymentIntent (pi_…), or a charge (ch_…) made without one. */
  providerPaymentId: string;
  amountCents: number;
  /** Stripe Connect: take the host's share back from their account too. */
  reverseTransfer: boolean;
}

/** Money the platform owes a host, sent to their bank account. */
export interface PayoutInput {
  /** Our payout id: the idempotency key, so a retried payout is sent once. */
  payoutId: string;
  /** Stripe Connect: the host's account, whose balance the payout leaves for its bank account; null with the test provider. */
  providerAccountId: string | null;
  amountCents: number;
  currency: string;
}

/**
 * paid: the money reached the bank; pending: the provider took the payout and says when the bank
 * should have it (a payout.paid or payout.failed event follows); refused: it never will be sent.
 */
export type PayoutOutcome = ({ status: 'paid' } & SentPayout) | ({ status: 'pending' } & SentPayout) | { status: 'refused'; message: string };

interface SentPayout {
  providerPayoutId: string;
  arrivalDate: Date;
}

/** A host's bank account to register: its holder and the numbers as providerBankNumbers gives them. */
export interface PayoutAccountInput extends Pick<BankAccountInput, 'holderKind' | 'accountType' | 'holderName' | 'country' | 'currency'> {
  userId: string;
  email: string;
  returnUrl: string;
  /** The bank's code (routing number, sort code, BSB, IFSC, SWIFT); null with an IBAN. */
  routingNumber: string | null;
  /** The account number, or the IBAN. */
  accountNumber: string;
}

export interface PayoutAccount {
  providerAccountId: string | null;
  status: BankAccountStatus;
  onboardingUrl: string | null;
}

/**
 * The webhook event fields we read, in Stripe's shape; the test provider sends the same shape,
 * so both go through one handler (the payments module's webhooks).
 */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider made the event, in seconds since the epoch. */
  created?: number;
  data: { object: Record<string, unknown> };
}

/**
 * A payment provider, the port the services pay through. The payments module has the two
 * implementations: Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider,
 * whose checkout page sends signed webhooks exactly like Stripe's.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** Ends an open session so it can no longer be paid; false when it was already completed. */
  expireCheckout(sessionId: string): Promise<boolean>;
  refund(input: RefundInput): Promise<{ providerRefundId: string }>;
  /**
   * Charges a held card (the whole amount held): 'refused' when the provider says it never can (the
   * hold was let go or lapsed, the issuer declined); other failures throw, to be tried again.
   */
  capture(input: HeldPaymentInput): Promise<'captured' | 'refused'>;
  /** Lets a held card go: nothing is charged. */
  release(input: HeldPaymentInput): Promise<void>;
  /** Verifies the signature over the raw body and parses the event; throws when it does not match. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
  /** Sends a payout to the host's bank account; other failures than a refusal throw, to be tried again. */
  payOut(input: PayoutInput): Promise<PayoutOutcome>;
  /** Registers where a host's payouts go (Stripe: a Connect account and its onboarding link). */
  createPayoutAccount(
    input: PayoutAccountInput,
  ): Promise<PayoutAccount> /** Whether a subscription's next period was paid (Stripe renews on its own; the test provider charges when asked). */;
  renewSubscription(input: RenewalInput): Promise<RenewalOutcome>;
  /** Stops (true) or resumes (false) a subscription's renewal at the end of its current period. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
  /** Ends a subscription at once (not at its period's end), so nothing more is charged; one already ended stays as it is. */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
  /**
   * What paid an invoice, as refund() takes it: a checkout in subscription mode names no payment of
   * its own, only the invoice of its first period (Stripe: that invoice's PaymentIntent, or its charge).
   */
  paymentOfInvoice(providerInvoiceId: string): Promise<string>;
}
