import type { FieldError } from '../common/common.schema';
import type { ProposalPaymentStatus, ProposalStatus } from './proposal.schema';

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

export function voteRefusal(
  proposal: { status: ProposalStatus; deadline: number; circleId: string | null },
  now: number,
  isCircleMember: boolean,
): VoteRefusal | null {
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The config values that bound a paid proposal's dates. */
export interface PaidProposalLimits {
  /** Days a paid proposal stays open when its host gives no deadline. */
  paidDeadlineDays: number;
  /** Longest a paid proposal may stay open, in days from its creation. */
  paidDeadlineLimitDays: number;
}

/** The deadline and paid deadline of a new paid proposal, or the fields that are wrong. */
export type PaidProposalDates = { ok: true; deadline: number; paidDeadline: number } | { ok: false; fieldErrors: FieldError[] };

/**
 * A paid proposal's dates: the deadline defaults to `paidDeadlineDays` from now and may be at
 * most `paidDeadlineLimitDays` away; supporters pay by the paid deadline (default: the deadline),
 * which is in the future and not after the deadline.
 */
export function paidProposalDates(input: { deadline?: number; paidDeadline?: number }, limits: PaidProposalLimits, now: number): PaidProposalDates {
  const deadline = input.deadline ?? now + limits.paidDeadlineDays * DAY_MS;
  const paidDeadline = input.paidDeadline ?? deadline;
  const fieldErrors: FieldError[] = [];
  const limit = now + limits.paidDeadlineLimitDays * DAY_MS;
  if (deadline <= now) fieldErrors.push({ field: 'body.deadline', message: 'The deadline must be in the future' });
  else if (deadline > limit) fieldErrors.push({ field: 'body.deadline', message: `A paid proposal closes within ${limits.paidDeadlineLimitDays} days` });
  if (paidDeadline <= now) fieldErrors.push({ field: 'body.paidDeadline', message: 'The paid deadline must be in the future' });
  else if (paidDeadline > deadline) fieldErrors.push({ field: 'body.paidDeadline', message: 'The paid deadline may not be later than the deadline' });
  return fieldErrors.length > 0 ? { ok: false, fieldErrors } : { ok: true, deadline, paidDeadline };
}

/** Why the caller may not pay a proposal's deposit now, or null when they may. */
export type DepositRefusal = 'FREE' | 'CLOSED' | 'PAID_DEADLINE_PASSED' | 'ALREADY_PAID';

export function depositRefusal(
  proposal: { status: ProposalStatus; depositCents: number | null; paidDeadline: number | null },
  myPaymentStatus: ProposalPaymentStatus | null,
  now: number,
): DepositRefusal | null {
  if (proposal.depositCents === null) return 'FREE';
  if (proposal.status !== 'OPEN') return 'CLOSED';
  if (myPaymentStatus === 'PAID') return 'ALREADY_PAID';
  if (proposal.paidDeadline !== null && now >= proposal.paidDeadline) return 'PAID_DEADLINE_PASSED';
  return null;
}

/** On a paid proposal past its paid deadline, only supporters who paid may still vote. */
export function needsDepositToVote(proposal: { depositCents: number | null; paidDeadline: number | null }, hasPaid: boolean, now: number): boolean {
  return proposal.depositCents !== null && !hasPaid && proposal.paidDeadline !== null && now >= proposal.paidDeadline;
}

/** What happens to the confirmed deposits when a proposal ends this way. */
export function depositsOnEnd(status: ProposalStatus): 'REFUND' | 'CARRY_OVER' | 'KEEP' {
  if (status === 'TERMINATED' || status === 'CLOSED_NO_QUORUM') return 'REFUND';
  if (status === 'CONVERTED') return 'CARRY_OVER';
  return 'KEEP';
}

/** "$12.50": a deposit as the site shows it. */
export function formatDeposit(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
