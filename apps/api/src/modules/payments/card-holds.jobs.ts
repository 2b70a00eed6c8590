import { endedRsvpRefund, type RsvpCancellation } from '@socials/domain';
import type { DbOrTx, Tx } from '../../core/db';
import { defineJob, reactInTransaction, subscribe, type JobContext, type JobQueue, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { announceRsvpChanges, findRsvp, lockRsvp, lockSocial, moveRsvp, rsvpApproved } from '../rsvps';
import { mailCardHoldReleased, mailReceipt, type HoldReleaseCause } from './payment-mail';
import type { PaymentDeps } from './payment-deps';
import { enqueueRefund } from './refund.jobs';
import {
  failCardHold,
  findAuthorizedPaymentOfRsvp,
  findPayment,
  listLapsedCardHolds,
  listPaymentsOfRsvp,
  settleCardHold,
  type PaymentRow,
} from './payments.repo';
import { paymentsError } from './payments.errors';

/*
 * Cards held for guests who wait for the hosts' approval (status AUTHORIZED): charged (captured)
 * when the hosts approve, let go (released) when the RSVP ends or the hosts do not decide before
 * the hold's end. Each is a job, enqueued in the transaction of the decision; the provider gets
 * our payment id as its idempotency key, so a retried job charges or releases once.
 */

interface HoldOrder {
  paymentId: string;
}

interface ReleaseOrder extends HoldOrder {
  cause: HoldReleaseCause;
}

/** Payments switched off while a card is held: nothing can be charged or let go until staff step in. */
function providerOf({ deps, log }: JobContext<AppDeps>, payment: PaymentRow): NonNullable<AppDeps['payments']> | null {
  if (!deps.payments) log.error({ paymentId: payment.id }, 'A held card needs the payment provider while payments are off: settle it by hand');
  return deps.payments;
}

export const captureCardHoldJob = defineJob<HoldOrder, AppDeps>({
  name: 'payments.capture-card-hold',
  async run({ paymentId }, context) {
    const payment = await findPayment(context.db, paymentId);
    if (payment?.status !== 'AUTHORIZED') return;
    // The guest may have cancelled between the approval and this job: nothing is charged, the hold goes.
    const rsvp = await findRsvp(context.db, payment.rsvpId);
    if (rsvp?.status !== 'APPROVED' && rsvp?.status !== 'ATTENDED') {
      await withTransaction(context.db, (tx) => enqueueRelease(tx, context.deps.jobs, paymentId, 'cancelled'));
      return;
    }
    const provider = providerOf(context, payment);
    if (!provider) return;
    const outcome = payment.providerPaymentId ? await provider.capture({ paymentId, providerPaymentId: payment.providerPaymentId }) : 'captured';
    await withTransaction(context.db, async (tx) => {
      if (outcome === 'refused') return undoApprovalWithoutPayment(tx, context.deps, payment);
      const paid = await settleCardHold(tx, paymentId, 'PAID', new Date());
      if (paid) await mailReceipt(tx, context.deps, paid);
    });
  },
});

/**
 * The provider will never charge this hold (let go, lapsed, declined): the payment fails, and an
 * RSVP approved on the strength of it gives its seat back (cancelled, the guest told), so that no
 * seat is held unpaid.
 */
async function undoApprovalWithoutPayment(tx: Tx, deps: AppDeps, payment: PaymentRow): Promise<void> {
  const now = new Date();
  await lockSocial(tx, payment.socialId, now);
  const failed = await failCardHold(tx, payment.id, 'The card could not be charged when the hosts approved', now);
  if (!failed) return;
  const rsvp = await lockRsvp(tx, payment.rsvpId);
  if (rsvp && (rsvp.status === 'APPROVED' || rsvp.status === 'ATTENDED')) {
    await moveRsvp(tx, rsvp, 'CANCELLED', { cancellation: { ...NO_DECISION, cancelledAt: now.getTime() } });
    await announceRsvpChanges(tx, deps, [{ rsvpId: rsvp.id, status: 'CANCELLED', byHosts: true }]);
  }
  await mailCardHoldReleased(tx, deps, failed, 'capture-refused');
}

/**
 * The hold was charged before it could be let go (the hosts approved and the capture ran while the
 * guest cancelled): what the ended RSVP is due comes back as a refund, as for any paid RSVP.
 */
async function refundCapturedMeanwhile(payment: PaymentRow, context: JobContext<AppDeps>): Promise<void> {
  const rsvp = await findRsvp(context.db, payment.rsvpId);
  const due = rsvp && endedRsvpRefund(rsvp);
  if (!due) return;
  await withTransaction(context.db, (tx) => enqueueRefund(tx, context.deps.jobs, 'hold-captured-meanwhile', { paymentId: payment.id, ...due }));
}

export const releaseCardHoldJob = defineJob<ReleaseOrder, AppDeps>({
  name: 'payments.release-card-hold',
  async run({ paymentId, cause }, context) {
    const payment = await findPayment(context.db, paymentId);
    if (payment?.status === 'PAID') return refundCapturedMeanwhile(payment, context);
    if (payment?.status !== 'AUTHORIZED') return;
    const provider = providerOf(context, payment);
    if (!provider) return;
    if (payment.providerPaymentId) await provider.release({ paymentId, providerPaymentId: payment.providerPaymentId });
    await withTransaction(context.db, async (tx) => {
      const released = await settleCardHold(tx, paymentId, 'RELEASED', new Date());
      if (released) await mailCardHoldReleased(tx, context.deps, released, cause);
    });
  },
});

export function enqueueCapture(tx: DbOrTx, jobs: JobQueue, paymentId: string): Promise<void> {
  return jobs.enqueue(tx, captureCardHoldJob, { paymentId }, { key: `capture:${paymentId}` });
}

export function enqueueRelease(tx: DbOrTx, jobs: JobQueue, paymentId: string, cause: HoldReleaseCause): Promise<void> {
  return jobs.enqueue(tx, releaseCardHoldJob, { paymentId, cause }, { key: `release:${paymentId}` });
}

/** The hosts approved an RSVP (or it was promoted from the waitlist): the card held for it is charged. */
const captureApprovedRsvp = defineJob<{ rsvpId: string }, AppDeps>({
  name: 'payments.capture-approved-rsvp',
  async run({ rsvpId }, { db, deps }) {
    await withTransaction(db, async (tx) => {
      const held = await findAuthorizedPaymentOfRsvp(tx, rsvpId);
      if (held) await enqueueCapture(tx, deps.jobs, held.id);
    });
  },
});

/**
 * In the approval's own transaction: an RSVP whose card hold was let go (declined, then approved
 * after all) would get a seat nobody pays for, so the approval is refused and the guest checks
 * out again. An RSVP with a held card or a payment, or one that never had a checkout, is let through.
 */
const refuseApprovalWithoutPayment = reactInTransaction<{ rsvpId: string }, AppDeps>(rsvpApproved, async (tx, { rsvpId }) => {
  const checkouts = (await listPaymentsOfRsvp(tx, rsvpId)).filter((payment) => payment.captureManually);
  if (checkouts.length === 0 || checkouts.some((payment) => payment.status === 'AUTHORIZED' || payment.status === 'PAID')) return;
  throw paymentsError('CARD_HOLD_RELEASED', "This guest's card hold was released: they need to check out again");
});

/** What a guest whose hold ran out is recorded with: nobody's fault, nothing charged, nothing kept. */
const NO_DECISION: Omit<RsvpCancellation, 'cancelledAt'> = {
  cancelledBy: 'HOST',
  isLate: false,
  refundType: null,
  refundAmount: 0,
  forfeitedAmount: 0,
};

/**
 * Held cards whose wait for the hosts ended: an RSVP still waiting (pending or waitlisted) is
 * cancelled and its card let go, and the guest is told; an RSVP approved meanwhile is charged
 * (its capture job may have been missed); one that ended is let go. Run every minute by the server
 * beside the checkout sweep; safe on any number of instances (each step is conditional, under the
 * social's lock, and the jobs are keyed by payment).
 */
export async function releaseLapsedCardHolds(deps: PaymentDeps, now = new Date()): Promise<number> {
  const lapsed = await listLapsedCardHolds(deps.db, now);
  for (const payment of lapsed) {
    await withTransaction(deps.db, async (tx) => {
      await lockSocial(tx, payment.socialId, now);
      const rsvp = await lockRsvp(tx, payment.rsvpId);
      if (rsvp && (rsvp.status === 'APPROVED' || rsvp.status === 'ATTENDED')) return enqueueCapture(tx, deps.jobs, payment.id);
      if (rsvp && (rsvp.status === 'PENDING' || rsvp.status === 'WAITLIST')) {
        await moveRsvp(tx, rsvp, 'CANCELLED', { cancellation: { ...NO_DECISION, cancelledAt: now.getTime() } });
        await announceRsvpChanges(tx, deps, [{ rsvpId: rsvp.id, status: 'CANCELLED', byHosts: true }]);
      }
      await enqueueRelease(tx, deps.jobs, payment.id, 'no-decision');
    });
  }
  return lapsed.length;
}

export const cardHoldJobs: ModuleJobs = {
  jobs: [captureCardHoldJob, releaseCardHoldJob],
  subscriptions: [subscribe(rsvpApproved, captureApprovedRsvp)],
  reactions: [refuseApprovalWithoutPayment],
};
