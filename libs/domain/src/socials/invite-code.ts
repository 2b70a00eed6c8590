/**
 * Restricted socials: when the host sets an invite code, attendees need it to RSVP; the social's
 * hosts and staff never do. Codes compare without regard to case or surrounding spaces, since
 * people type them from an invitation.
 */
export function isInviteCodeAccepted(required: string | null, given: string | null | undefined, isHostOrStaff: boolean): boolean {
  if (required === null || isHostOrStaff) return true;
  return given != null && given.trim().toLowerCase() === required.trim().toLowerCase();
}

/** The query parameter of an invitation link that carries the invite code to the RSVP flow. */
export const INVITE_CODE_PARAM = 'invite';

/** The link a host shares for a restricted social: its public page with the invite code. */
export function invitationPath(slug: string, inviteCode: string): string {
  return `/socials/${encodeURIComponent(slug)}?${INVITE_CODE_PARAM}=${encodeURIComponent(inviteCode)}`;
}
