import { refundAmount, type Refund, type RefundReason, type RefundRequest, type RefundType } from '@socials/domain';
import type { Db } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { findVisibleSocial, requireSocialManager } from '../socials';
import { requireProvider, type PaymentDeps } from './payment-deps';
import { mailRefund } from './payment-mail';
import { findRsvpOfSocial } from '../rsvps';
import { paidParts, refundedParts, toRefund } from './payment-views';
import { findPaidPaymentOfRsvp, lockPayment } from './payments.repo';
import { findRefund, insertRefund, listRefundsOfPayment, listRefundsOfRsvp, markRefundFailed, markRefundSucceeded, type RefundRow } from './refunds.repo';
import { paymentsError } from './payments.errors';

export interface RefundOrder {
  type: RefundType;
  reason: RefundReason;
  note?: string | undefined;
  customAmount?: number | undefined;
  /** Who asked; null when the platform did (cancellations, deposit settlement). */
  createdById: string | null;
  /**
   * For refunds a job makes: the job's key. The same key is the same refund: a job run again after a
   * crash finds the row it stored and asks the provider again with the same idempotency key, so the
   * money goes back once; and a provider failure is thrown (the job retries) instead of recorded.
   */
  requestKey?: string;
}

const REFUSAL_TEXT = {
  NOTHING_TO_REFUND: { field: 'body.type', message: 'Nothing of this kind is left to refund' },
  CUSTOM_AMOUNT_REQUIRED: { field: 'body.customAmount', message: 'A custom refund needs an amount' },
  CUSTOM_AMOUNT_NOT_ALLOWED: { field: 'body.customAmount', message: 'Only a custom refund takes an amount' },
  CUSTOM_AMOUNT_INVALID: { field: 'body.customAmount', message: 'The amount must be a positive number of cents' },
  CUSTOM_AMOUNT_EXCEEDS_REMAINING: { field: 'body.customAmount', message: 'That is more than is left to refund' },
} as const;

/**
 * Refunds part of a payment. The amount comes from refundAmount over what was paid and what
 * earlier refunds took, read with the payment's row locked, so two refunds at once can never give
 * back more than was paid. The refund row is stored PENDING before the provider is called (our
 * row id is its idempotency key), then marked SUCCEEDED or FAILED; a failed one counts for nothing.
 */
export async function issueRefund(deps: PaymentDeps, paymentId: string, order: RefundOrder): Promise<RefundRow> {
  const provider = requireProvider(deps);
  const { refund, payment } = await withTransaction(deps.db, async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) throw paymentsError('NOT_FOUND', 'Payment not found');
    if (locked.status !== 'PAID' || !locked.providerPaymentId) throw paymentsError('PAYMENT_NOT_PAID', 'Only a paid payment can be refunded');
    const earlier = await listRefundsOfPayment(tx, paymentId);
    const requested = order.requestKey === undefined ? undefined : earlier.find((row) => row.requestKey === order.requestKey);
    if (requested) return { refund: requested, payment: locked };
    const result = refundAmount({ type: order.type, paid: paidParts(locked), alreadyRefunded: refundedParts(earlier), customAmount: order.customAmount });
    if (!result.ok) {
      const refusal = REFUSAL_TEXT[result.reason];
      throw paymentsError('REFUND_REFUSED', refusal.message, { fieldErrors: [refusal] });
    }
    const row = await insertRefund(tx, {
      paymentId,
      type: order.type,
      reason: order.reason,
      note: order.note ?? null,
      amountCents: result.amount,
      ticketPriceCents: result.parts.ticketPrice,
      depositCents: result.parts.deposit,
      feeCents: result.parts.fees,
      createdById: order.createdById,
      requestKey: order.requestKey ?? null,
    });
    return { refund: row, payment: locked };
  });

  if (refund.status !== 'PENDING') return refund;
  let settled: RefundRow;
  try {
    const { providerRefundId } = await provider.refund({
      refundId: refund.id,
      providerPaymentId: payment.providerPaymentId ?? '',
      amountCents: refund.amountCents,
      reverseTransfer: provider.name === 'STRIPE',
    });
    settled = await withTransaction(deps.db, async (tx) => {
      const succeeded = await markRefundSucceeded(tx, refund.id, providerRefundId, new Date());
      // Another run of the same job settled it first: it also sent the mail.
      if (!succeeded) return (await findRefund(tx, refund.id)) ?? refund;
      await mailRefund(tx, deps, payment, succeeded);
      return succeeded;
    });
  } catch (err) {
    // A job's refund stays PENDING and is asked again, with the same idempotency key, when the job retries.
    if (order.requestKey !== undefined) throw err;
    deps.log.error({ err, refundId: refund.id }, 'Refund failed at the provider');
    const failureMessage = err instanceof Error ? err.message.slice(0, 500) : 'The provider refused the refund';
    settled = (await markRefundFailed(deps.db, refund.id, failureMessage, new Date())) ?? refund;
  }
  return settled;
}

/** The RSVP of a social, for its hosts and staff: the target of the refund routes. */
async function hostsRsvp(db: Db, viewer: Caller, socialId: string, rsvpId: string) {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'see and make refunds');
  const rsvp = await findRsvpOfSocial(db, socialId, rsvpId);
  if (!rsvp) throw paymentsError('NOT_FOUND', 'RSVP not found');
  return rsvp;
}

/** GET /socials/{id}/rsvps/{r}/refunds: every refund of the RSVP's payments, oldest first. */
export async function listRefunds(db: Db, viewer: Caller, socialId: string, rsvpId: string): Promise<Refund[]> {
  await hostsRsvp(db, viewer, socialId, rsvpId);
  return (await listRefundsOfRsvp(db, rsvpId)).map((refund) => toRefund(refund, rsvpId));
}

/** POST /socials/{id}/rsvps/{r}/refunds: a host or staff refunds (part of) what the attendee paid. */
export async function createRefund(deps: PaymentDeps, viewer: Caller, socialId: string, rsvpId: string, body: RefundRequest): Promise<Refund> {
  await hostsRsvp(deps.db, viewer, socialId, rsvpId);
  const payment = await findPaidPaymentOfRsvp(deps.db, rsvpId);
  if (!payment) throw paymentsError('NO_PAYMENT_TO_REFUND', 'This RSVP has no payment to refund');
  const refund = await issueRefund(deps, payment.id, { ...body, createdById: viewer.userId });
  return toRefund(refund, rsvpId);
}
