import { isActiveRsvpStatus, isInviteCodeAccepted, needsOrganizationVerification, type AttendeeRole, type VerifiedEmail } from '@socials/domain';
import type { Caller } from '../../core/caller';
import { isHostOrStaff, type SocialWithHosts } from '../socials';
import type { RsvpRow } from './rsvps.repo';
import { rsvpsError } from './rsvps.errors';

/** Who may do what to an RSVP; deciding who manages the social is the socials policy's. */

/** The RSVP's own attendee only: `what` finishes "Only the attendee can …". */
export function requireAttendee(viewer: Caller, rsvp: RsvpRow, what: string): void {
  if (rsvp.userId !== viewer.userId) throw rsvpsError('NOT_THE_ATTENDEE', `Only the attendee can ${what}`);
}

/** The attendee cancels their own RSVP, the hosts and staff anyone's: the role the caller cancels in. */
export function requireCanceller(viewer: Caller, social: SocialWithHosts, rsvp: RsvpRow): AttendeeRole {
  if (rsvp.userId === viewer.userId) return 'ATTENDEE';
  if (isHostOrStaff(social, viewer)) return 'HOST';
  throw rsvpsError('NOT_THE_ATTENDEE_OR_A_HOST', 'Only the attendee or the hosts can cancel this RSVP');
}

/** A user's list of RSVPs is theirs and staff's. */
export function requireOwnRsvps(viewer: Caller, userId: string): void {
  if (viewer.userId !== userId && !viewer.isAdmin) throw rsvpsError('NOT_YOUR_RSVPS', 'You can only see your own RSVPs');
}

/**
 * The post-RSVP request of an active RSVP is for its attendee, the hosts and staff; for everyone
 * else, and on a deleted social for all but its hosts and staff, it does not exist.
 */
export function requirePostRsvpRequestReader(viewer: Caller, social: SocialWithHosts, rsvp: RsvpRow): void {
  const hostOrStaff = isHostOrStaff(social, viewer);
  const reader = rsvp.userId === viewer.userId || hostOrStaff;
  if (!reader || !isActiveRsvpStatus(rsvp.status) || (social.isDeleted && !hostOrStaff)) throw rsvpsError('NOT_FOUND', 'Post-RSVP request not found');
}

/** A social by invitation takes RSVPs with its code; its hosts and staff need none. */
export function requireInviteCode(viewer: Caller, social: SocialWithHosts, inviteCode: string | undefined): void {
  if (isInviteCodeAccepted(social.inviteCode, inviteCode, isHostOrStaff(social, viewer))) return;
  // 400, not 403: the web client renews its token on any 403, and the fix here is in the body.
  throw rsvpsError('INVITE_CODE_REQUIRED', 'This social is by invitation: enter the invite code to RSVP', {
    fieldErrors: [{ field: 'body.inviteCode', message: 'Enter the invite code from your invitation' }],
  });
}

/** A social limited to organizations takes RSVPs from their verified members only. */
export function requireOrganizationMember(social: SocialWithHosts, verifiedEmails: readonly VerifiedEmail[]): void {
  if (needsOrganizationVerification(social, verifiedEmails)) {
    throw rsvpsError('ORGANIZATION_MEMBERS_ONLY', 'This event is for members of verified organizations: verify your work e-mail to RSVP');
  }
}
