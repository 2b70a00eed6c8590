import type { Caller } from '../../core/caller';
import type { RsvpRow } from '../rsvps';
import { isHostOrStaff, requireSocialManager, type SocialWithHosts } from '../socials';
import { attendanceError } from './attendance.errors';

/** Who may take attendance; managing the social is decided by the socials policy (NOT_A_HOST). */

/** The settings and the event's check-in code are for the social's hosts and staff. */
export function requireAttendanceManager(viewer: Caller, social: SocialWithHosts): void {
  requireSocialManager(viewer, social, 'manage its attendance');
}

/** Scanning attendees' tickets is for the hosts and staff. */
export function requireTicketScanner(viewer: Caller, social: SocialWithHosts): void {
  if (!isHostOrStaff(social, viewer)) throw attendanceError('NOT_A_HOST', "Only the hosts scan attendees' tickets");
}

/** An attendee checks in on their own active RSVP: whoever has none may not. */
export function requireGuest(rsvp: RsvpRow | null): RsvpRow {
  if (!rsvp) throw attendanceError('NO_RSVP_FOR_EVENT', 'You have no RSVP for this event');
  return rsvp;
}
