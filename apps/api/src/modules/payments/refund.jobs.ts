import { remainingRefundable, sumOfParts, type RefundReason, type RefundType } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { defineJob, type JobContext, type JobQueue } from '../../core/jobs';
import type { AppDeps } from '../../core/app-deps';
import { paidParts, refundedParts } from './payment-views';
import { findPayment, type PaymentRow } from './payments.repo';
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
export async function refundAsJob(payment: PaymentRow, order: Omit<RefundPaymentOrder, 'paymentId'>, { db, deps, log, key }: JobContext<AppDeps>) {
  if (!deps.payments) {
    log.error({ paymentId: payment.id }, 'A paid RSVP ended while payments are off: refund it by hand');
    return null;
  }
  // A refund already stored under this job's key is finished, not skipped (a run after a crash).
  if (!(await hasRefundWithRequestKey(db, key)) && (await leftToRefund(db, payment)) === 0) return null;
  return issueRefund({ ...deps, log }, payment.id, { ...order, note: order.note ?? undefined, createdById: null, requestKey: key });
}

export const refundPaymentJob = defineJob<RefundPaymentOrder, AppDeps>({
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
