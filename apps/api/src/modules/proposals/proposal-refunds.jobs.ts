import { formatDeposit } from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { defineJob, type JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { findPayerEmail, findPayment, moveStatus } from './proposal-payments.repo';
import { findProposal } from './proposals.repo';

interface RefundDepositPayload {
  paymentId: string;
}

/**
 * Gives a REFUNDING deposit back through the provider (the deposit's id is the provider's
 * idempotency key, so a retry after a crash refunds once), then marks it REFUNDED and mails the
 * payer in one transaction. Thrown errors are retried by the job runner; a deposit no longer
 * REFUNDING is left alone.
 */
export const refundDepositJob = defineJob<RefundDepositPayload, AppDeps>({
  name: 'proposals.refund-deposit',
  async run({ paymentId }, { db, deps, jobs, log }) {
    const payment = await findPayment(db, paymentId);
    if (payment?.status !== 'REFUNDING') return;
    if (!deps.payments || !payment.providerPaymentId) {
      log.error({ paymentId }, 'A proposal deposit is owed back but cannot be refunded here: refund it by hand');
      return;
    }
    const { providerRefundId } = await deps.payments.refund({
      refundId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amountCents: payment.amountCents,
      reverseTransfer: false,
    });
    await withTransaction(db, async (tx) => {
      const refunded = await moveStatus(tx, paymentId, ['REFUNDING'], 'REFUNDED', { providerRefundId, refundedAt: new Date() });
      if (!refunded) return;
      const [payer, found] = await Promise.all([findPayerEmail(tx, refunded.userId), findProposal(tx, { id: refunded.proposalId })]);
      if (!payer || !found) return;
      const amount = formatDeposit(refunded.amountCents, refunded.currency);
      await enqueueMail(tx, jobs, [
        {
          to: payer.email,
          subject: `Your ${amount} deposit for ${found.proposal.title} is refunded`,
          text: [
            `Hi ${payer.firstName ?? 'there'},`,
            '',
            `${found.proposal.title} will not happen, so the ${amount} you put down to back it is on its way back to your card.`,
            `${deps.config.publicUrl}/proposals/${found.proposal.slug}`,
          ].join('\n'),
        },
      ]);
    });
  },
});

/** Queues the refund of a deposit just marked REFUNDING, in the caller's transaction; once per deposit. */
export function enqueueDepositRefund(tx: DbOrTx, jobs: JobQueue, paymentId: string): Promise<void> {
  return jobs.enqueue(tx, refundDepositJob, { paymentId }, { key: `proposals.refund-deposit:${paymentId}` });
}
