import { depositOutcome, endedRsvpRefund, remainingRefundable, sumOfParts, type RefundReason, type RefundType } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { defineJob, subscribe, type JobContext, type JobQueue, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { RouteDeps } from '../../http/route-deps';
import { attendanceClosed } from '../attendance';
import { rsvpEnded } from '../rsvps';
import { findSocialRow, socialCancelled } from '../socials';
import { rsvpStatusesById, setRsvpCancellation } from './payment-rsvps.repo';
import { findRsvp } from '../rsvps';
import { paidParts, refundedParts } from './payment-views';
import { enqueueRelease } from './card-holds.jobs';
import {
  claimUnsettledDeposits,
  findAuthorizedPaymentOfRsvp,
  findPaidPaymentOfRsvp,
  findPayment,
  listAuthorizedPaymentIdsOfSocial,
  listPaidPaymentIdsOfSocial,
  type PaymentRow,
} from './payments.repo';
import { hasRefundWithRequestKey, listRefundsOfPayment } from './refunds.repo';
import { issueRefund } from './refunds.service';

/** One refund the platform owes: run until the provider has it (the job's key is the refund's request key). */
export interface RefundPaymentOrder {
  paymentId: string;
  type: RefundType;
  reason: RefundReason;
  note: string | null;
}

async function leftToRefund(db: DbOrTx, payment: PaymentRow): Promise<number> {
  const rows = await listRefundsOfPayment(db, payment.id);
  return sumOfParts(remainingRefundable(paidParts(payment), refundedParts(rows)));
}

/** Refunds through the provider, retried by the job runner until it goes through; null when nothing is owed or payments are off. */
async function refundAsJob(payment: PaymentRow, order: Omit<RefundPaymentOrder, 'paymentId'>, { db, deps, log, key }: JobContext<RouteDeps>) {
  if (!deps.payments) {
    log.error({ paymentId: payment.id }, 'A paid RSVP ended while payments are off: refund it by hand');
    return null;
  }
  // A refund already stored under this job's key is finished, not skipped (a run after a crash).
  if (!(await hasRefundWithRequestKey(db, key)) && (await leftToRefund(db, payment)) === 0) return null;
  return issueRefund({ ...deps, log }, payment.id, { ...order, note: order.note ?? undefined, createdById: null, requestKey: key });
}

export const refundPaymentJob = defineJob<RefundPaymentOrder, RouteDeps>({
  name: 'payments.refund',
  async run({ paymentId, ...order }, context) {
    const payment = await findPayment(context.db, paymentId);
    if (payment?.status === 'PAID') await refundAsJob(payment, order, context);
  },
});

/** Enqueues a refund in the caller's transaction; `cause` names why, once per payment (the same cause twice is one refund). */
export function enqueueRefund(tx: DbOrTx, jobs: JobQueue, cause: string, order: RefundPaymentOrder): Promise<void> {
  return jobs.enqueue(tx, refundPaymentJob, order, { key: `refund:${cause}:${order.paymentId}` });
}

/**
 * After an RSVP was cancelled or rejected: gives back what its payment is due (endedRsvpRefund),
 * and records on the cancellation what was actually refunded.
 */
const refundEndedRsvp = defineJob<{ rsvpId: string }, RouteDeps>({
  name: 'payments.refund-ended-rsvp',
  async run({ rsvpId }, context) {
    const { db } = context;
    const row = await findRsvp(db, rsvpId);
    // A card only held (the hosts had not approved yet) is let go: nothing was charged.
    const held = row && (await findAuthorizedPaymentOfRsvp(db, rsvpId));
    if (row && held) {
      await withTransaction(db, (tx) => enqueueRelease(tx, context.deps.jobs, held.id, row.status === 'REJECTED' ? 'declined' : 'cancelled'));
      return;
    }
    const payment = row && (await findPaidPaymentOfRsvp(db, rsvpId));
    const due = row && endedRsvpRefund(row);
    if (!row || !payment || !due) return;
    const refund = await refundAsJob(payment, due, context);
    if (refund && row.cancellation && refund.status === 'SUCCEEDED') {
      await setRsvpCancellation(db, row.id, { ...row.cancellation, refundAmount: refund.amountCents });
    }
  },
});

/** A cancelled event: every payment for it is refunded in full, one job each. */
const refundCancelledSocial = defineJob<{ socialId: string }, RouteDeps>({
  name: 'payments.refund-cancelled-social',
  async run({ socialId }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      for (const paymentId of await listPaidPaymentIdsOfSocial(tx, socialId)) {
        await enqueueRefund(tx, deps.jobs, 'social-cancelled', { paymentId, type: 'FULL', reason: 'CUSTOM', note: 'The event was cancelled' });
      }
      for (const paymentId of await listAuthorizedPaymentIdsOfSocial(tx, socialId)) await enqueueRelease(tx, deps.jobs, paymentId, 'social-cancelled');
    });
  },
});

/**
 * Once the host closes attendance, each deposit still held is settled by the social's no-show
 * policy (depositOutcome): given back (DEPOSIT_ONLY) or kept. Each payment is claimed once
 * (deposit_settled_at) in the transaction that enqueues its refund.
 */
const settleDeposits = defineJob<{ socialId: string }, RouteDeps>({
  name: 'payments.settle-deposits',
  async run({ socialId }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      const social = await findSocialRow(tx, socialId);
      if (!social) return;
      const claimed = await claimUnsettledDeposits(tx, socialId, new Date());
      if (claimed.length === 0) return;
      const statusOf = await rsvpStatusesById(tx, claimed.map((payment) => payment.rsvpId));
      for (const payment of claimed) {
        const status = statusOf.get(payment.rsvpId);
        // A cancelled RSVP's deposit was settled by its cancellation.
        if (status !== 'APPROVED' && status !== 'ATTENDED') continue;
        if (depositOutcome({ attended: status === 'ATTENDED', noShowPolicy: social.noShowPolicy }) === 'REFUND_DEPOSIT') {
          await enqueueRefund(tx, deps.jobs, 'deposit-returned', { paymentId: payment.id, type: 'DEPOSIT_ONLY', reason: 'CUSTOM', note: 'Deposit returned after the event' });
        }
      }
    });
  },
});

export const paymentsJobs: ModuleJobs = {
  jobs: [refundPaymentJob],
  subscriptions: [subscribe(rsvpEnded, refundEndedRsvp), subscribe(socialCancelled, refundCancelledSocial), subscribe(attendanceClosed, settleDeposits)],
};
