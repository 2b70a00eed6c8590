import { depositOutcome, endedRsvpRefund } from '@socials/domain';
import { defineJob, subscribe, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { attendanceClosed } from '../attendance';
import { rsvpEnded } from '../rsvps';
import { findSocialRow, socialCancelled } from '../socials';
import { rsvpStatusesById } from './payment-rsvps.repo';
import { findRsvp, recordCancellationRefund } from '../rsvps';
import { enqueueRelease } from './card-holds.jobs';
import {
  claimUnsettledDeposits,
  findAuthorizedPaymentOfRsvp,
  findPaidPaymentOfRsvp,
  listAuthorizedPaymentIdsOfSocial,
  listPaidPaymentIdsOfSocial,
} from './payments.repo';
import { enqueueRefund, refundAsJob, refundPaymentJob } from './refund.jobs';

/**
 * After an RSVP was cancelled or rejected: gives back what its payment is due (endedRsvpRefund),
 * and records on the cancellation what was actually refunded.
 */
const refundEndedRsvp = defineJob<{ rsvpId: string }, AppDeps>({
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
      await recordCancellationRefund(db, row.id, { ...row.cancellation, refundAmount: refund.amountCents });
    }
  },
});

/** A cancelled event: every payment for it is refunded in full, one job each. */
const refundCancelledSocial = defineJob<{ socialId: string }, AppDeps>({
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
const settleDeposits = defineJob<{ socialId: string }, AppDeps>({
  name: 'payments.settle-deposits',
  async run({ socialId }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      const social = await findSocialRow(tx, socialId);
      if (!social) return;
      const claimed = await claimUnsettledDeposits(tx, socialId, new Date());
      if (claimed.length === 0) return;
      const statusOf = await rsvpStatusesById(
        tx,
        claimed.map((payment) => payment.rsvpId),
      );
      for (const payment of claimed) {
        const status = statusOf.get(payment.rsvpId);
        // A cancelled RSVP's deposit was settled by its cancellation.
        if (status !== 'APPROVED' && status !== 'ATTENDED') continue;
        if (depositOutcome({ attended: status === 'ATTENDED', noShowPolicy: social.noShowPolicy }) === 'REFUND_DEPOSIT') {
          await enqueueRefund(tx, deps.jobs, 'deposit-returned', {
            paymentId: payment.id,
            type: 'DEPOSIT_ONLY',
            reason: 'CUSTOM',
            note: 'Deposit returned after the event',
          });
        }
      }
    });
  },
});

export const paymentsJobs: ModuleJobs = {
  jobs: [refundPaymentJob],
  subscriptions: [subscribe(rsvpEnded, refundEndedRsvp), subscribe(socialCancelled, refundCancelledSocial), subscribe(attendanceClosed, settleDeposits)],
};
