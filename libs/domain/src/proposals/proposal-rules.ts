import type { ProposalStatus } from './proposal.schema';

/** The form's first quorum; the server's default is config proposal.defaultQuorum (5 unless staff change it). */
export const DEFAULT_PROPOSAL_QUORUM = 5;
/** How long a social made from a choice without an end lasts. */
export const DEFAULT_PROPOSAL_SOCIAL_LENGTH_MS = 2 * 60 * 60 * 1000;

const TRANSITIONS: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  OPEN: ['QUORUM_REACHED', 'CLOSED_NO_QUORUM', 'TERMINATED', 'CONVERTED'],
  QUORUM_REACHED: ['CONVERTED', 'TERMINATED'],
  CLOSED_NO_QUORUM: [],
  TERMINATED: [],
  CONVERTED: [],
};

export function canTransitionProposal(from: ProposalStatus, to: ProposalStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function hasReachedQuorum(voterCount: number, quorum: number): boolean {
  return voterCount >= quorum;
}

/** What the deadline makes of an OPEN proposal. */
export function statusAtDeadline(voterCount: number, quorum: number): ProposalStatus {
  return hasReachedQuorum(voterCount, quorum) ? 'QUORUM_REACHED' : 'CLOSED_NO_QUORUM';
}

/** Why the caller may not vote now, or null when they may. */
export type VoteRefusal = 'CLOSED' | 'DEADLINE_PASSED' | 'MEMBERS_ONLY';

export function voteRefusal(proposal: { status: ProposalStatus; deadline: number; circleId: string | null }, now: number, isCircleMember: boolean): VoteRefusal | null {
  if (proposal.status !== 'OPEN') return 'CLOSED';
  if (now >= proposal.deadline) return 'DEADLINE_PASSED';
  if (proposal.circleId !== null && !isCircleMember) return 'MEMBERS_ONLY';
  return null;
}

/** The choice with the most votes, the earliest added on a tie; null while nobody voted. */
export function winningChoice<T extends { id: string; votes: number }>(choices: readonly T[]): T | null {
  let best: T | null = null;
  for (const choice of choices) if (choice.votes > 0 && (best === null || choice.votes > best.votes)) best = choice;
  return best;
}

/**
 * Whether the hosts may turn it into a social now: once quorum is reached, before the deadline
 * (which ends the vote early) or after it, and never twice.
 */
export function canConvertProposal(status: ProposalStatus, voterCount: number, quorum: number): boolean {
  return status === 'QUORUM_REACHED' || (status === 'OPEN' && hasReachedQuorum(voterCount, quorum));
}

/** Terminating is for its owner and staff, while it has not ended otherwise. */
export function canTerminateProposal(status: ProposalStatus): boolean {
  return canTransitionProposal(status, 'TERMINATED');
}

/** The owner and accepted co-hosts. */
export function isProposalHost(proposal: { ownerId: string; hostIds: readonly string[] }, userId: string): boolean {
  return proposal.ownerId === userId || proposal.hostIds.includes(userId);
}

/** Progress towards the quorum, 0 to 100. */
export function quorumPercent(voterCount: number, quorum: number): number {
  return quorum <= 0 ? 100 : Math.min(100, Math.round((voterCount / quorum) * 100));
}

export function proposalStatusLabel(status: ProposalStatus): string {
  switch (status) {
    case 'OPEN':
      return 'Voting open';
    case 'QUORUM_REACHED':
      return 'Quorum reached';
    case 'CLOSED_NO_QUORUM':
      return 'Closed without quorum';
    case 'TERMINATED':
      return 'Terminated';
    case 'CONVERTED':
      return 'Became a social';
  }
}
