import { canManageCircle, canSeeCircle, canSeeCircleContent, type CircleStanding } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { CircleMemberRow } from './circle-membership.repo';
import type { CircleWithOwner } from './circles.repo';
import { circlesError } from './circles.errors';

/** Who may do what in a circle: every decision of this area goes through here. */

export function standingOf(row: CircleMemberRow | null | undefined): CircleStanding {
  return row ? { role: row.role, status: row.status } : null;
}

/** The circle as the caller may reach it: a PRIVATE circle does not exist for people outside it (404, never 403). */
export function requireVisibleCircle(viewer: Caller | null, found: CircleWithOwner | null, standing: CircleStanding): CircleWithOwner {
  if (!found || !canSeeCircle(found.circle, standing, viewer?.isAdmin ?? false)) throw circlesError('NOT_FOUND', 'Circle not found');
  return found;
}

/** Members and all socials of a circle that is not PUBLIC are for its members (and staff). */
export function canSeeContentOf(viewer: Caller | null, circle: CircleWithOwner['circle'], standing: CircleStanding): boolean {
  return canSeeCircleContent(circle, standing, viewer?.isAdmin ?? false);
}

export function requireCircleContent(viewer: Caller | null, found: CircleWithOwner, standing: CircleStanding): void {
  if (!canSeeContentOf(viewer, found.circle, standing)) {
    throw circlesError('CIRCLE_MEMBERS_ONLY', 'Only members of this circle can see its members');
  }
}

/** Editing the circle and managing its members: its owner and hosts, and staff. */
export function isCircleManager(viewer: Caller | null, standing: CircleStanding): boolean {
  return viewer !== null && canManageCircle(standing, viewer.isAdmin);
}

export function requireCircleManager(viewer: Caller | null, standing: CircleStanding, what: string): void {
  if (!isCircleManager(viewer, standing)) throw circlesError('NOT_A_CIRCLE_HOST', `Only the hosts of this circle can ${what}`);
}

/** Making hosts and removing them is the owner's (and staff's). */
export function requireCircleOwner(viewer: Caller, standing: CircleStanding, what: string): void {
  if (!viewer.isAdmin && !(standing?.role === 'owner' && standing.status === 'ACTIVE')) {
    throw circlesError('CIRCLE_OWNER_ONLY', `Only the owner of this circle can ${what}`);
  }
}

/** How a member pays is for the circle's hosts (and staff) and the member themself. */
export function canSeeMemberPayments(viewer: Caller | null, standing: CircleStanding, memberId: string): boolean {
  return viewer !== null && (viewer.userId === memberId || isCircleManager(viewer, standing));
}

/** A circle's COMMUNITY_ONLY socials are for its active members and staff; anyone else sees the public ones open to all. */
export function canSeeMembersOnlySocials(viewer: Caller | null, standing: CircleStanding): boolean {
  return (viewer?.isAdmin ?? false) || standing?.status === 'ACTIVE';
}
