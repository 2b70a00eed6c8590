import type { PublicApprovalStatus } from '../common/enums';

/** Approval statuses under which a public social appears on public lists. */
export const LISTED_APPROVAL_STATUSES: readonly PublicApprovalStatus[] = ['APPROVED', 'APPROVED_FEATURE'];

/** A social appears on public lists once it is public, approved, not deleted and not yet over. */
export function isListedPublicly(
  social: { isPublic: boolean; isDeleted: boolean; publicApprovalStatus: PublicApprovalStatus; eventEndTimestamp: number },
  now: number,
): boolean {
  return social.isPublic && !social.isDeleted && LISTED_APPROVAL_STATUSES.includes(social.publicApprovalStatus) && social.eventEndTimestamp > now;
}
