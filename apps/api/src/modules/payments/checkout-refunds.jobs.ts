import type { DbOrTx } from '../../core/db';
import { defineJob, type JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { mailCheckoutRefund } from './payment-mail';
import { otherCheckoutRefunded } from './payments.events';

/**
 * A payment for another area's checkout that settled for something the payer already has (a post
 * they had unlocked, bought again through a second checkout left open): it goes back in full.
 */
export interface CheckoutRefundOrder {
  /**
   * The area's checkout row, already marked as refunding in the webhook's transaction: its id is the
   * provider's idempotency key, so a run after a crash asks for the same refund and gets the first.
   */
  checkoutId: string;
  /** The provider's payment that goes back (Stripe's PaymentIntent), unless providerInvoiceId names the invoice that paid it. */
  providerPaymentId: string;
  /** A checkout in subscription mode: the invoice of its first period, whose payment goes back (asked of the provider when the job runs). */
  providerInvoiceId?: string | null;
  /** The subscription that checkout started: cancelled at once, not at its period's end, so the payer is never charged for it again. */
  providerSubscriptionId?: string | null;
  amountCents: number;
  payerId: string;
  /** What was bought, as the payer knows it (the post's title). */
  item: string;
  /** Why the money goes back, one sentence for the payer. */
  why: string;
}

export const refundCheckoutJob = defineJob<CheckoutRefundOrder, AppDeps>({
  name: 'payments.refund-checkout',
  async run(order, { db, deps, jobs, log, key }) {
    if (!deps.payments) {
      log.error({ checkoutId: order.checkoutId }, 'A payment is owed back while payments are off: refund it by hand');
      return;
    }
    const provider = deps.payments;
    // Both are safe to ask again: a retry after a failed refund finds the subscription already ended.
    if (order.providerSubscriptionId) await provider.cancelSubscription(order.providerSubscriptionId);
    const providerPaymentId = order.providerInvoiceId ? await provider.paymentOfInvoice(order.providerInvoiceId) : order.providerPaymentId;
    const { providerRefundId } = await provider.refund({
      refundId: order.checkoutId,
      providerPaymentId,
      amountCents: order.amountCents,
      reverseTransfer: false,
    });
    await withTransaction(db, async (tx) => {
      await jobs.publish(tx, otherCheckoutRefunded, { checkoutId: order.checkoutId, providerRefundId });
      // Keyed by this job: a run after a crash between this commit and the job's end mails nobody twice.
      await mailCheckoutRefund(tx, { jobs, config: deps.config }, order, `${key}:mail`);
    });
  },
});

/** Queues the full refund in the caller's transaction (the webhook's); once per checkout, however often the payment is reported. */
export function refundDuplicateCheckout(tx: DbOrTx, jobs: JobQueue, order: CheckoutRefundOrder): Promise<void> {
  return jobs.enqueue(tx, refundCheckoutJob, order, { key: `checkout-refund:${order.checkoutId}` });
}
