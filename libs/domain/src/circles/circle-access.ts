import type { CircleJoinPolicy, CircleMemberStatus, CircleRole } from './circle.schema';
import type { Visibility } from '../common/enums';
import { slugWords } from '../text/slug-words';

/** The caller's row in a circle, if any. */
export type CircleStanding = { role: CircleRole; status: CircleMemberStatus } | null;

function isActive(standing: CircleStanding): boolean {
  return standing?.status === 'ACTIVE';
}

/**
 * Whether the circle exists for the caller: PUBLIC and COMMUNITY_ONLY circles for everyone; a
 * PRIVATE one only for staff and the people in it (members, those who asked, those invited).
 */
export function canSeeCircle(circle: { visibility: Visibility }, standing: CircleStanding, isStaff: boolean): boolean {
  return circle.visibility !== 'PRIVATE' || isStaff || standing !== null;
}

/** Whether the caller sees the circle's members and all its socials: everyone in a PUBLIC circle, otherwise members and staff. */
export function canSeeCircleContent(circle: { visibility: Visibility }, standing: CircleStanding, isStaff: boolean): boolean {
  return circle.visibility === 'PUBLIC' || isStaff || isActive(standing);
}

/** The owner and hosts (active) run the circle, and staff may. */
export function canManageCircle(standing: CircleStanding, isStaff: boolean): boolean {
  return isStaff || (isActive(standing) && (standing?.role === 'owner' || standing?.role === 'host'));
}

/** What asking to join does: ALREADY a member or already asked, ACTIVE at once, PENDING for a host, or REFUSED (invitation only). */
export type JoinOutcome = 'ALREADY' | 'ACTIVE' | 'PENDING' | 'REFUSED';

/** The outcome of the caller asking to join: an invitation always lets them in. */
export function joinOutcome(joinPolicy: CircleJoinPolicy, current: CircleMemberStatus | null): JoinOutcome {
  if (current === 'ACTIVE' || current === 'PENDING') return 'ALREADY';
  if (current === 'INVITED') return 'ACTIVE';
  if (joinPolicy === 'OPEN') return 'ACTIVE';
  if (joinPolicy === 'REQUEST') return 'PENDING';
  return 'REFUSED';
}

/** A circle's slug made from its name: lower-case words joined by hyphens, at most 50 characters. */
export function circleSlugFromName(name: string): string {
  const slug = slugWords(name, 50);
  return slug.length >= 3 ? slug : `circle-${slug}`.replace(/-+$/g, '');
}
