import { depositsOnEnd, statusAtDeadline } from '@socials/domain';
import { defineJob, type JobQueue, type ModuleJobs } from '../../core/jobs';
import type { DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { dropUnpaidAtPaidDeadline, settleDeposit } from './proposal-payments.jobs';
import { expireSessions, refundDeposits } from './proposal-payments.service';
import { refundDepositJob } from './proposal-refunds.jobs';
import { countVoters, lockProposal, setProposalStatus } from './proposals.repo';

interface DeadlinePayload {
  proposalId: string;
}

/**
 * Closes a proposal at its deadline: an OPEN one becomes QUORUM_REACHED or CLOSED_NO_QUORUM by
 * its voters; closed without quorum, its deposits are refunded (queued in the same transaction).
 * Idempotent: a proposal already closed, terminated or converted (or whose deadline is still
 * ahead) is left as it is.
 */
export const closeProposalAtDeadline = defineJob<DeadlinePayload, AppDeps>({
  name: 'proposals.deadline',
  async run({ proposalId }, { db, deps, jobs, log }) {
    const sessions = await withTransaction(db, async (tx) => {
      const proposal = await lockProposal(tx, proposalId);
      if (!proposal || proposal.status !== 'OPEN' || proposal.deadline.getTime() > Date.now()) return [];
      const status = statusAtDeadline(await countVoters(tx, proposalId), proposal.quorum);
      await setProposalStatus(tx, proposalId, status);
      return depositsOnEnd(status) === 'REFUND' ? refundDeposits(tx, jobs, proposalId) : [];
    });
    await expireSessions({ payments: deps.payments, log }, sessions);
  },
});

/** Queues the deadline job of a new proposal, in its transaction. */
export function scheduleDeadline(tx: DbOrTx, jobs: JobQueue, proposal: { id: string; deadline: Date }): Promise<void> {
  return jobs.enqueue(
    tx,
    closeProposalAtDeadline,
    { proposalId: proposal.id },
    { key: `proposals.deadline:${proposal.id}:${proposal.deadline.getTime()}`, startAfter: proposal.deadline },
  );
}

export const proposalsJobs: ModuleJobs = { jobs: [closeProposalAtDeadline, dropUnpaidAtPaidDeadline, refundDepositJob], reactions: [settleDeposit] };
