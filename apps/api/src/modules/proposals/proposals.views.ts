import {
  depositRefusal,
  hasReachedQuorum,
  voteRefusal,
  winningChoice,
  type Proposal,
  type ProposalChoice,
  type ProposalRsvp,
  type ProposalSummary,
  type UserSummary,
} from '@socials/domain';
import type { Caller } from '../../core/caller';
import { isCircleVoter, isHostOrStaff, isOwnerOrStaff, type ProposalStanding } from './proposals.policy';
import type { ProposalPaymentRow } from './proposal-payments.repo';
import type { ChoiceWithVotes, ProposalRsvpRow, ProposalWithOwner } from './proposals.repo';

export function toProposalSummary({ proposal, owner, voterCount }: ProposalWithOwner): ProposalSummary {
  return {
    id: proposal.id,
    slug: proposal.slug,
    title: proposal.title,
    status: proposal.status,
    circleId: proposal.circleId,
    owner,
    deadline: proposal.deadline.getTime(),
    quorum: proposal.quorum,
    voterCount,
    createdAt: proposal.createdAt.getTime(),
    depositCents: proposal.depositCents,
    currency: proposal.currency,
    paidDeadline: proposal.paidDeadline?.getTime() ?? null,
  };
}

export function toProposalChoice(choice: ChoiceWithVotes): ProposalChoice {
  return {
    id: choice.id,
    kind: choice.kind,
    label: choice.label,
    eventTimestamp: choice.eventAt?.getTime() ?? null,
    eventEndTimestamp: choice.eventEndAt?.getTime() ?? null,
    venue: choice.venue,
    votes: choice.votes,
  };
}

export function toProposalRsvp(row: ProposalRsvpRow): ProposalRsvp {
  return { id: row.id, proposalId: row.proposalId, userId: row.userId, status: row.status };
}

export interface ProposalParts {
  found: ProposalWithOwner;
  standing: ProposalStanding;
  hosts: UserSummary[];
  choices: ChoiceWithVotes[];
  myVoteChoiceId: string | null;
  myRsvp: ProposalRsvpRow | null;
  social: { id: string; slug: string } | null;
  /** Supporters whose deposit is confirmed (or carried over to the social). */
  paidCount: number;
  /** The caller's latest deposit. */
  myPayment: ProposalPaymentRow | null;
}

/** A proposal as `viewer` sees it: the votes of each choice, their own vote and what they may do. */
export function toProposal(parts: ProposalParts, viewer: Caller | null, now: number): Proposal {
  const { found, standing } = parts;
  const { proposal } = found;
  const manager = isHostOrStaff(viewer, proposal, standing);
  const open =
    viewer !== null &&
    voteRefusal({ status: proposal.status, deadline: proposal.deadline.getTime(), circleId: proposal.circleId }, now, standing.inCircle) === null;
  return {
    ...toProposalSummary(found),
    description: proposal.description,
    timezone: proposal.timezone,
    maxCapacity: proposal.maxCapacity,
    hosts: parts.hosts,
    choices: parts.choices.map(toProposalChoice),
    winningChoiceId: winningChoice(parts.choices)?.id ?? null,
    quorumReached: hasReachedQuorum(found.voterCount, proposal.quorum),
    social: parts.social,
    myVoteChoiceId: parts.myVoteChoiceId,
    myRsvp: parts.myRsvp ? toProposalRsvp(parts.myRsvp) : null,
    canVote: open,
    canManage: manager,
    canTerminate: isOwnerOrStaff(viewer, proposal),
    paidCount: parts.paidCount,
    myPayment: parts.myPayment ? { id: parts.myPayment.id, status: parts.myPayment.status, amountCents: parts.myPayment.amountCents } : null,
    canPay:
      viewer !== null &&
      isCircleVoter(proposal, standing) &&
      depositRefusal(
        { status: proposal.status, depositCents: proposal.depositCents, paidDeadline: proposal.paidDeadline?.getTime() ?? null },
        parts.myPayment?.status ?? null,
        now,
      ) === null,
  };
}
