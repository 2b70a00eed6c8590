import { depositOutcome, endedRsvpRefund, remainingRefundable, sumOfParts, type EndedRsvpRefund } from '@socials/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { payments, refunds, rsvps, socials, type PaymentRow, type RsvpRow } from '../../db/schema';
import type { MailDeps, RsvpChange } from '../rsvps';
import { paidParts, refundedParts } from './payment-views';
import type { PaymentDeps } from './payment-deps';
import { findPaidPayment, issueRefund } from './refunds.service';

/** The services that move RSVPs pass their MailDeps; the provider rides along when payments are on. */
function paymentDepsOf(deps: MailDeps): PaymentDeps | null {
  return deps.payments ? { ...deps, payments: deps.payments } : null;
}

async function leftToRefund(deps: MailDeps, payment: PaymentRow): Promise<number> {
  const rows = await deps.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  return sumOfParts(remainingRefundable(paidParts(payment), refundedParts(rows)));
}

/** Refunds without failing the change that caused them: a refund the provider refused stays FAILED on record for the host to retry. */
async function refundQuietly(deps: MailDeps, payment: PaymentRow, { type, reason, note }: EndedRsvpRefund) {
  const paymentDeps = paymentDepsOf(deps);
  if (!paymentDeps) {
    deps.log.error({ paymentId: payment.id }, 'A paid RSVP ended while payments are off: refund it by hand');
    return null;
  }
  if ((await leftToRefund(deps, payment)) === 0) return null;
  try {
    return await issueRefund(paymentDeps, payment.id, { type, reason, note: note ?? undefined, createdById: null });
  } catch (err) {
    deps.log.error({ err, paymentId: payment.id }, 'Automatic refund failed');
    return null;
  }
}

/**
 * After RSVPs were cancelled or rejected: gives back what each paid RSVP is due (endedRsvpRefund).
 * The cancellation record is updated with what was actually refunded.
 */
export async function refundEndedRsvps(deps: MailDeps, rows: readonly RsvpRow[], changes: readonly RsvpChange[]): Promise<RsvpRow[]> {
  const ended = new Set(changes.filter((change) => change.status === 'CANCELLED' || change.status === 'REJECTED').map((change) => change.rsvpId));
  const updated: RsvpRow[] = [];
  for (const row of rows) {
    const payment = ended.has(row.id) ? await findPaidPayment(deps.db, row.id) : null;
    if (!payment) {
      updated.push(row);
      continue;
    }
    const due = endedRsvpRefund(row);
    const refund = due ? await refundQuietly(deps, payment, due) : null;
    if (refund && row.cancellation && refund.status !== 'FAILED') {
      const [changed] = await deps.db
        .update(rsvps)
        .set({ cancellation: { ...row.cancellation, refundAmount: refund.amountCents } })
        .where(eq(rsvps.id, row.id))
        .returning();
      updated.push(changed ?? row);
    } else {
      updated.push(row);
    }
  }
  return updated;
}

/** A cancelled event: every payment for it is refunded in full. */
export async function refundCancelledSocial(deps: MailDeps, socialId: string): Promise<void> {
  const paid = await deps.db.select().from(payments).where(and(eq(payments.socialId, socialId), eq(payments.status, 'PAID')));
  for (const payment of paid) await refundQuietly(deps, payment, { type: 'FULL', reason: 'CUSTOM', note: 'The event was cancelled' });
}

/**
 * Once the host closes attendance, each deposit still held is settled by the social's no-show
 * policy (depositOutcome): given back (DEPOSIT_ONLY) or kept. Each payment is claimed once
 * (deposit_settled_at), so closing twice, or two instances at once, settle nothing twice.
 */
export async function settleDeposits(deps: MailDeps, socialId: string, now = new Date()): Promise<void> {
  const [social] = await deps.db.select({ noShowPolicy: socials.noShowPolicy }).from(socials).where(eq(socials.id, socialId));
  if (!social) return;
  const claimed = await deps.db
    .update(payments)
    .set({ depositSettledAt: now, updatedAt: now })
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'PAID'), gt(payments.depositCents, 0), isNull(payments.depositSettledAt)))
    .returning();
  if (claimed.length === 0) return;
  const attendees = await deps.db
    .select({ id: rsvps.id, status: rsvps.status })
    .from(rsvps)
    .where(inArray(rsvps.id, claimed.map((payment) => payment.rsvpId)));
  const statusOf = new Map(attendees.map((rsvp) => [rsvp.id, rsvp.status]));
  for (const payment of claimed) {
    const status = statusOf.get(payment.rsvpId);
    // A cancelled RSVP's deposit was settled by its cancellation.
    if (status !== 'APPROVED' && status !== 'ATTENDED') continue;
    if (depositOutcome({ attended: status === 'ATTENDED', noShowPolicy: social.noShowPolicy }) === 'REFUND_DEPOSIT') {
      await refundQuietly(deps, payment, { type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Deposit returned after the event' });
    }
  }
}
