import { statusAtDeadline } from '@socials/domain';
import { defineJob, type JobQueue, type ModuleJobs } from '../../core/jobs';
import type { DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import { countVoters, lockProposal, setProposalStatus } from './proposals.repo';

interface DeadlinePayload {
  proposalId: string;
}

/**
 * Closes a proposal at its deadline: an OPEN one becomes QUORUM_REACHED or CLOSED_NO_QUORUM by
 * its voters. Idempotent: a proposal already closed, terminated or converted (or whose deadline is
 * still ahead) is left as it is.
 */
export const closeProposalAtDeadline = defineJob<DeadlinePayload>({
  name: 'proposals.deadline',
  async run({ proposalId }, { db }) {
    await withTransaction(db, async (tx) => {
      const proposal = await lockProposal(tx, proposalId);
      if (!proposal || proposal.status !== 'OPEN' || proposal.deadline.getTime() > Date.now()) return;
      await setProposalStatus(tx, proposalId, statusAtDeadline(await countVoters(tx, proposalId), proposal.quorum));
    });
  },
});

/** Queues the deadline job of a new proposal, in its transaction. */
export function scheduleDeadline(tx: DbOrTx, jobs: JobQueue, proposal: { id: string; deadline: Date }): Promise<void> {
  return jobs.enqueue(tx, closeProposalAtDeadline, { proposalId: proposal.id }, { key: `proposals.deadline:${proposal.id}:${proposal.deadline.getTime()}`, startAfter: proposal.deadline });
}

export const proposalsJobs: ModuleJobs = { jobs: [closeProposalAtDeadline] };
