import { defineJob, type JobQueue } from '../../core/jobs';
import type { DbOrTx } from '../../core/db';
import type { AppDeps } from '../../core/app-deps';
import { issueRefund } from './refunds.service';

/** A payment whose paid amount was not its total: what the provider took goes back (at most what our books can refund). */
export interface MismatchedPaymentRefund {
  paymentId: string;
  amountCents: number;
  note: string;
}

export const refundMismatchedPaymentJob = defineJob<MismatchedPaymentRefund, AppDeps>({
  name: 'payments.refund-mismatched-amount',
  async run({ paymentId, amountCents, note }, { deps, log, key }) {
    if (!deps.payments) {
      log.error({ paymentId }, 'A payment of the wrong amount arrived while payments are off: refund it by hand');
      return;
    }
    await issueRefund({ ...deps, log }, paymentId, { type: 'CUSTOM', reason: 'CUSTOM', customAmount: amountCents, note, createdById: null, requestKey: key });
  },
});

export function enqueueMismatchRefund(tx: DbOrTx, jobs: JobQueue, order: MismatchedPaymentRefund): Promise<void> {
  return jobs.enqueue(tx, refundMismatchedPaymentJob, order, { key: `refund:amount-mismatch:${order.paymentId}` });
}
