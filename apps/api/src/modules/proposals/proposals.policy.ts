import { isProposalHost } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { DbOrTx } from '../../core/db';
import { circleRole, isCircleMember } from '../circles';
import { findProposal, listHosts, type ProposalRow } from './proposals.repo';
import { proposalsError } from './proposals.errors';

/** Who may do what to a proposal: every decision of this area goes through here. */

/** What the policy needs to know of the caller's place: their circle membership and the proposal's co-hosts. */
export interface ProposalStanding {
  hostIds: readonly string[];
  /** Active member of the proposal's circle (false when it has none). */
  inCircle: boolean;
}

export function isHostOrStaff(viewer: Caller | null, proposal: ProposalRow, standing: ProposalStanding): boolean {
  return viewer !== null && (viewer.isAdmin || isProposalHost({ ownerId: proposal.ownerId, hostIds: standing.hostIds }, viewer.userId));
}

/**
 * The proposal as the caller may reach it: one of a circle exists only for the circle's members,
 * its hosts and staff (404 for everyone else, never 403); one without a circle for everyone.
 */
export function requireVisibleProposal<T extends { proposal: ProposalRow }>(viewer: Caller | null, found: T | null, standing: ProposalStanding | null): T {
  if (!found) throw proposalsError('NOT_FOUND', 'Proposal not found');
  if (found.proposal.circleId !== null && !(standing && (standing.inCircle || isHostOrStaff(viewer, found.proposal, standing)))) {
    throw proposalsError('NOT_FOUND', 'Proposal not found');
  }
  return found;
}

/** Adding choices and converting: its owner, co-hosts and staff. */
export function requireProposalHost(viewer: Caller, proposal: ProposalRow, standing: ProposalStanding, what: string): void {
  if (!isHostOrStaff(viewer, proposal, standing)) throw proposalsError('NOT_A_PROPOSAL_HOST', `Only the hosts of this proposal can ${what}`);
}

/** Choosing co-hosts and terminating: its owner and staff. */
export function isOwnerOrStaff(viewer: Caller | null, proposal: ProposalRow): boolean {
  return viewer !== null && (viewer.isAdmin || proposal.ownerId === viewer.userId);
}

export function requireProposalOwner(viewer: Caller, proposal: ProposalRow, what: string): void {
  if (!isOwnerOrStaff(viewer, proposal)) throw proposalsError('PROPOSAL_OWNER_ONLY', `Only the owner of this proposal can ${what}`);
}

/** A proposal of a circle is voted on, paid for and answered by its members only. */
export function isCircleVoter(proposal: ProposalRow, standing: ProposalStanding): boolean {
  return proposal.circleId === null || standing.inCircle;
}

export function requireCircleVoter(proposal: ProposalRow, standing: ProposalStanding): void {
  if (!isCircleVoter(proposal, standing)) throw proposalsError('PROPOSAL_MEMBERS_ONLY', "Only the circle's members can vote on this proposal");
}

/** An answer to a proposal is changed by the member who gave it. */
export function requireOwnRsvp(viewer: Caller, rsvp: { userId: string }): void {
  if (rsvp.userId !== viewer.userId) throw proposalsError('NOT_YOUR_PROPOSAL_RSVP', 'Only the member who answered can change this answer');
}

/** Proposing in a circle is for its members (and staff). */
export async function requireCircleProposer(db: DbOrTx, viewer: Caller, circleId: string): Promise<void> {
  if (viewer.isAdmin || (await isCircleMember(db, circleId, viewer.userId))) return;
  throw proposalsError('PROPOSAL_MEMBERS_ONLY', "Only the circle's members can propose in it", {
    fieldErrors: [{ field: 'body.circleId', message: 'You are not a member of this circle' }],
  });
}

/** Whose proposals a list shows: anonymous callers those without a circle, members also their circles' ones, staff every one (null). */
export function proposalsVisibleTo(viewer: Caller | null): string | null | 'anonymous' {
  return viewer === null ? 'anonymous' : viewer.isAdmin ? null : viewer.userId;
}

/**
 * The social a proposal becomes joins the proposal's circle only when the proposal's owner, whose
 * social it is, may hold socials there: the circle's owner or one of its hosts.
 */
export async function ownerHostsInCircle(db: DbOrTx, proposal: ProposalRow): Promise<boolean> {
  const role = proposal.circleId ? await circleRole(db, proposal.circleId, proposal.ownerId) : null;
  return role === 'owner' || role === 'host';
}

export async function standingOf(
  db: DbOrTx,
  viewer: Caller | null,
  proposal: ProposalRow,
): Promise<{ standing: ProposalStanding; hosts: Awaited<ReturnType<typeof listHosts>> }> {
  const hosts = await listHosts(db, proposal.id);
  const inCircle = viewer !== null && proposal.circleId !== null && (await isCircleMember(db, proposal.circleId, viewer.userId));
  return { standing: { hostIds: hosts.map((host) => host.id), inCircle }, hosts };
}

/** The proposal and the caller's place in it, as far as the caller may reach it. */
export async function reach(db: DbOrTx, viewer: Caller | null, by: { id: string } | { slug: string }) {
  const found = await findProposal(db, by);
  const place = found ? await standingOf(db, viewer, found.proposal) : null;
  requireVisibleProposal(viewer, found, place?.standing ?? null);
  return { found: found!, ...place! };
}
