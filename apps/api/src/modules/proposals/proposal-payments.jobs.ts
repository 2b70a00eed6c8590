import type { DbOrTx } from '../../core/db';
import { defineJob, reactInTransaction, type JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { otherCheckoutSettled, type OtherCheckoutSettled } from '../payments';
import { dropUnpaidCommitments } from './proposal-payments.repo';
import { settleProposalCheckout } from './proposal-payments.service';
import { lockProposal } from './proposals.repo';

/** A deposit's checkout was paid or expired: settled in the webhook's own transaction. */
export const settleDeposit = reactInTransaction<OtherCheckoutSettled, AppDeps>(otherCheckoutSettled, (tx, settled, { jobs }) =>
  settleProposalCheckout(tx, settled, jobs),
);

interface PaidDeadlinePayload {
  proposalId: string;
}

/**
 * At a paid proposal's paid deadline, the votes and answers of supporters who have not paid are
 * dropped: from then on the quorum counts paying supporters only. Idempotent: a proposal no longer
 * OPEN, or whose paid deadline is still ahead (it moved), is left as it is.
 */
export const dropUnpaidAtPaidDeadline = defineJob<PaidDeadlinePayload>({
  name: 'proposals.paid-deadline',
  async run({ proposalId }, { db }) {
    await withTransaction(db, async (tx) => {
      const proposal = await lockProposal(tx, proposalId);
      if (!proposal || proposal.status !== 'OPEN' || proposal.paidDeadline === null || proposal.paidDeadline.getTime() > Date.now()) return;
      await dropUnpaidCommitments(tx, proposalId);
    });
  },
});

/** Queues the paid-deadline job of a new paid proposal, in its transaction. */
export function schedulePaidDeadline(tx: DbOrTx, jobs: JobQueue, proposal: { id: string; paidDeadline: Date }): Promise<void> {
  return jobs.enqueue(
    tx,
    dropUnpaidAtPaidDeadline,
    { proposalId: proposal.id },
    { key: `proposals.paid-deadline:${proposal.id}:${proposal.paidDeadline.getTime()}`, startAfter: proposal.paidDeadline },
  );
}
