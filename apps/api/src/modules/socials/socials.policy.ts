import { canSetApprovalStatus } from '@socials/domain';
import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { isHostOrStaff, type SocialWithHosts } from './socials.views';

/** Who may do what to a social: every such decision of any area goes through here. */
export const SOCIALS_POLICY_STATUSES = {
  NOT_A_HOST: 403,
  NOT_THE_OWNER: 403,
  STAFF_ONLY: 403,
} as const satisfies ErrorStatuses<string>;

/** The owner, an accepted co-host or staff may manage the social: `what` finishes "Only the hosts of this social can …". */
export function requireSocialManager(viewer: RequestAuth, social: SocialWithHosts, what: string): void {
  if (!isHostOrStaff(social, viewer)) throw new DomainError('NOT_A_HOST', `Only the hosts of this social can ${what}`);
}

/** Deleting is for the owner (and staff): co-hosts may not remove what is not theirs. */
export function requireSocialOwner(viewer: RequestAuth, social: SocialWithHosts): void {
  if (!viewer.isAdmin && social.ownerId !== viewer.userId) throw new DomainError('NOT_THE_OWNER', 'Only the owner of this social can delete it');
}

/** Fields only staff set on a social: its public approval and the official mark. */
export function requireStaffFields(viewer: RequestAuth, body: { publicApprovalStatus?: unknown; isOfficial?: unknown }): void {
  if (body.publicApprovalStatus !== undefined && !canSetApprovalStatus(viewer)) throw new DomainError('STAFF_ONLY', 'Only staff can change the approval status');
  if (body.isOfficial !== undefined && !viewer.isAdmin) throw new DomainError('STAFF_ONLY', 'Only staff can mark a social official');
}
