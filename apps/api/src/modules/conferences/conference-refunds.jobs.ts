import type { DbOrTx } from '../../core/db';
import { defineJob, type JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { findUserById } from '../users';
import { findOrder, markOrderRefunded } from './conference-orders.repo';
import { findConference } from './conferences.repo';

export interface LateOrderRefund {
  orderId: string;
}

/**
 * Gives a late payment back in full: the order id is the provider's idempotency key, so a retried
 * run refunds once; the buyer is mailed in the transaction that marks the order REFUNDED.
 */
export const refundLateOrderJob = defineJob<LateOrderRefund, AppDeps>({
  name: 'conferences.refund-late-order',
  async run({ orderId }, { db, deps, log, jobs }) {
    const order = await findOrder(db, orderId);
    if (order?.status !== 'REFUNDING') return;
    if (!deps.payments || !order.providerPaymentId) {
      log.error({ orderId }, 'A conference payment arrived too late for its tickets and cannot be refunded here: refund it by hand');
      return;
    }
    await deps.payments.refund({ refundId: order.id, providerPaymentId: order.providerPaymentId, amountCents: order.totalCents, reverseTransfer: false });
    await withTransaction(db, async (tx) => {
      const refunded = await markOrderRefunded(tx, order.id, new Date());
      if (!refunded) return;
      const [buyer, conference] = await Promise.all([findUserById(tx, order.buyerId), findConference(tx, order.conferenceId)]);
      if (!buyer || !conference) return;
      await enqueueMail(tx, jobs, [
        {
          to: buyer.email,
          subject: `Your payment for ${conference.name} was refunded`,
          text: [
            `Hi ${buyer.firstName ?? 'there'},`,
            '',
            `Your checkout for ${conference.name} expired before your payment reached us, and the tickets it held sold out meanwhile.`,
            `We refunded the whole payment (${(order.totalCents / 100).toFixed(2)} ${order.currency.toUpperCase()}); your bank shows it within a few days.`,
          ].join('\n'),
        },
      ]);
    });
  },
});

/** Enqueued in the webhook's transaction; one refund per order, however often the payment is reported. */
export function enqueueLateOrderRefund(tx: DbOrTx, jobs: JobQueue, orderId: string): Promise<void> {
  return jobs.enqueue(tx, refundLateOrderJob, { orderId }, { key: `conference-refund:late-payment:${orderId}` });
}
