import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';
import type { RsvpRow } from '../rsvps';
import { isHostOrStaff, requireSocialManager, type SocialWithHosts } from '../socials';

/** Who may take attendance; managing the social is decided by the socials policy (NOT_A_HOST). */
export const ATTENDANCE_POLICY_STATUSES = {
  NO_RSVP_FOR_EVENT: 403,
} as const satisfies ErrorStatuses<string>;

/** The settings and the event's check-in code are for the social's hosts and staff. */
export function requireAttendanceManager(viewer: RequestAuth, social: SocialWithHosts): void {
  requireSocialManager(viewer, social, 'manage its attendance');
}

/** Scanning attendees' tickets is for the hosts and staff. */
export function requireTicketScanner(viewer: RequestAuth, social: SocialWithHosts): void {
  if (!isHostOrStaff(social, viewer)) throw new DomainError('NOT_A_HOST', "Only the hosts scan attendees' tickets");
}

/** An attendee checks in on their own active RSVP: whoever has none may not. */
export function requireGuest(rsvp: RsvpRow | null): RsvpRow {
  if (!rsvp) throw new DomainError('NO_RSVP_FOR_EVENT', 'You have no RSVP for this event');
  return rsvp;
}
