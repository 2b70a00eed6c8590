import { isProposalHost } from '@socials/domain';
import type { RequestAuth } from '../../http/plugins/auth';
import type { ProposalRow } from './proposals.repo';
import { proposalsError } from './proposals.errors';

/** Who may do what to a proposal: every decision of this area goes through here. */

/** What the policy needs to know of the caller's place: their circle membership and the proposal's co-hosts. */
export interface ProposalStanding {
  hostIds: readonly string[];
  /** Active member of the proposal's circle (false when it has none). */
  inCircle: boolean;
}

export function isHostOrStaff(viewer: RequestAuth | null, proposal: ProposalRow, standing: ProposalStanding): boolean {
  return viewer !== null && (viewer.isAdmin || isProposalHost({ ownerId: proposal.ownerId, hostIds: standing.hostIds }, viewer.userId));
}

/**
 * The proposal as the caller may reach it: one of a circle exists only for the circle's members,
 * its hosts and staff (404 for everyone else, never 403); one without a circle for everyone.
 */
export function requireVisibleProposal<T extends { proposal: ProposalRow }>(viewer: RequestAuth | null, found: T | null, standing: ProposalStanding | null): T {
  if (!found) throw proposalsError('NOT_FOUND', 'Proposal not found');
  if (found.proposal.circleId !== null && !(standing && (standing.inCircle || isHostOrStaff(viewer, found.proposal, standing)))) {
    throw proposalsError('NOT_FOUND', 'Proposal not found');
  }
  return found;
}

/** Adding choices and converting: its owner, co-hosts and staff. */
export function requireProposalHost(viewer: RequestAuth, proposal: ProposalRow, standing: ProposalStanding, what: string): void {
  if (!isHostOrStaff(viewer, proposal, standing)) throw proposalsError('NOT_A_PROPOSAL_HOST', `Only the hosts of this proposal can ${what}`);
}

/** Choosing co-hosts and terminating: its owner and staff. */
export function requireProposalOwner(viewer: RequestAuth, proposal: ProposalRow, what: string): void {
  if (!viewer.isAdmin && proposal.ownerId !== viewer.userId) throw proposalsError('PROPOSAL_OWNER_ONLY', `Only the owner of this proposal can ${what}`);
}

/** A proposal of a circle is voted on and answered by its members only. */
export function requireCircleVoter(proposal: ProposalRow, standing: ProposalStanding): void {
  if (proposal.circleId !== null && !standing.inCircle) throw proposalsError('PROPOSAL_MEMBERS_ONLY', "Only the circle's members can vote on this proposal");
}

/** An answer to a proposal is changed by the member who gave it. */
export function requireOwnRsvp(viewer: RequestAuth, rsvp: { userId: string }): void {
  if (rsvp.userId !== viewer.userId) throw proposalsError('NOT_YOUR_PROPOSAL_RSVP', 'Only the member who answered can change this answer');
}
