import { canSetApprovalStatus, isSocialHost } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { SocialWithHosts } from './socials.repo';
import { socialsError } from './socials.errors';

/** Who may do what to a social: every such decision of any area goes through here. */

/** For isSocialHost: the owner and accepted co-hosts of a social. */
function hostShape(social: { ownerId: string; hostIds: readonly string[] }) {
  return { owner: { id: social.ownerId }, hosts: social.hostIds.map((id) => ({ id })) };
}

/** The owner, an accepted co-host or staff: who may manage a social. */
export function isHostOrStaff(social: { ownerId: string; hostIds: readonly string[] }, viewer: Caller | null): boolean {
  return viewer !== null && (viewer.isAdmin || isSocialHost(hostShape(social), viewer.userId));
}

/**
 * The social as the caller may reach it: none when there is no such social, nor when it is deleted
 * and the caller is neither a host nor staff (a 403 would tell them it was there), nor when it is
 * COMMUNITY_ONLY and the caller is neither a member of its circle (`inCircle`), a host nor staff.
 */
export function requireVisibleSocial(viewer: Caller | null, social: SocialWithHosts | null, inCircle = false): SocialWithHosts {
  if (!social || ((social.isDeleted || (social.communityOnly && !inCircle)) && !isHostOrStaff(social, viewer)))
    throw socialsError('NOT_FOUND', 'Social not found');
  return social;
}

/** A social joins a circle only by the circle's owner or hosts (`circleRole` of the caller), or staff. */
export function requireCircleHost(viewer: Caller, circleRole: 'owner' | 'host' | 'member' | null): void {
  if (!viewer.isAdmin && circleRole !== 'owner' && circleRole !== 'host') {
    throw socialsError('CIRCLE_HOSTS_ONLY', "Only the circle's owner and hosts can add socials to it", {
      fieldErrors: [{ field: 'body.circleId', message: 'You do not host this circle' }],
    });
  }
}

/** The owner, an accepted co-host or staff may manage the social: `what` finishes "Only the hosts of this social can …". */
export function requireSocialManager(viewer: Caller, social: SocialWithHosts, what: string): void {
  if (!isHostOrStaff(social, viewer)) throw socialsError('NOT_A_HOST', `Only the hosts of this social can ${what}`);
}

/** Deleting is for the owner (and staff): co-hosts may not remove what is not theirs. */
export function requireSocialOwner(viewer: Caller, social: SocialWithHosts): void {
  if (!viewer.isAdmin && social.ownerId !== viewer.userId) throw socialsError('NOT_THE_OWNER', 'Only the owner of this social can delete it');
}

/** An edit by staff keeps the social's public approval as it is; a host's edit may send it back to review. */
export function editsAsStaff(viewer: Caller): boolean {
  return viewer.isAdmin;
}

/** Fields only staff set on a social: its public approval and the official mark. */
export function requireStaffFields(viewer: Caller, body: { publicApprovalStatus?: unknown; publicApprovalReason?: unknown; isOfficial?: unknown }): void {
  if ((body.publicApprovalStatus !== undefined || body.publicApprovalReason !== undefined) && !canSetApprovalStatus(viewer)) {
    throw socialsError('STAFF_ONLY', 'Only staff can change the approval status');
  }
  if (body.isOfficial !== undefined && !viewer.isAdmin) throw socialsError('STAFF_ONLY', 'Only staff can mark a social official');
}
