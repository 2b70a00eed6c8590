import type { AttendeeRole, RsvpStatus } from '../common/enums';

interface RsvpTransitionRule {
  from: readonly RsvpStatus[];
  to: RsvpStatus;
  by: readonly AttendeeRole[];
}

/**
 * Who may move an RSVP from one status to another. Hosts approve
 * or waitlist attendees; the rest is our reading of the flow:
 * - the attendee saves a half-done RSVP (PARTIAL_UPDATE) and completes it into PENDING, APPROVED
 *   or WAITLIST (which one is completedRsvpStatus's call, not the attendee's);
 * - hosts approve, waitlist or reject, and may take back an approval (refund reason
 *   MISTAKENLY_APPROVE) or reconsider a rejection; an automatic waitlist promotion acts for the host;
 * - either side may cancel an RSVP that is not settled yet (cancellationTerms prices a late cancel);
 * - APPROVED becomes ATTENDED once, by the host's scan or the attendee's own check-in;
 * - CANCELLED, ATTENDED and HIDDEN are final: a new RSVP starts over. The spec does not say
 *   what HIDDEN is for, so nothing leads to it here.
 */
const RSVP_TRANSITION_RULES: readonly RsvpTransitionRule[] = [
  { from: ['INITIAL'], to: 'PARTIAL_UPDATE', by: ['ATTENDEE'] },
  { from: ['INITIAL', 'PARTIAL_UPDATE'], to: 'PENDING', by: ['ATTENDEE'] },
  { from: ['INITIAL', 'PARTIAL_UPDATE'], to: 'APPROVED', by: ['ATTENDEE'] },
  { from: ['INITIAL', 'PARTIAL_UPDATE'], to: 'WAITLIST', by: ['ATTENDEE'] },
  { from: ['PENDING', 'WAITLIST', 'REJECTED'], to: 'APPROVED', by: ['HOST'] },
  { from: ['PENDING', 'APPROVED', 'REJECTED'], to: 'WAITLIST', by: ['HOST'] },
  { from: ['PENDING', 'WAITLIST', 'APPROVED'], to: 'REJECTED', by: ['HOST'] },
  { from: ['INITIAL', 'PARTIAL_UPDATE'], to: 'CANCELLED', by: ['ATTENDEE'] },
  { from: ['PENDING', 'WAITLIST', 'APPROVED'], to: 'CANCELLED', by: ['ATTENDEE', 'HOST'] },
  { from: ['APPROVED'], to: 'ATTENDED', by: ['ATTENDEE', 'HOST'] },
];

/** Who may move an RSVP from `from` to `to`: empty when nobody may. */
export function rsvpTransitionActors(from: RsvpStatus, to: RsvpStatus): AttendeeRole[] {
  const rule = RSVP_TRANSITION_RULES.find((candidate) => candidate.to === to && candidate.from.includes(from));
  return rule ? [...rule.by] : [];
}

/** Whether `actor` (the attendee, or a host of the social) may move an RSVP from `from` to `to`. */
export function canTransitionRsvp(from: RsvpStatus, to: RsvpStatus, actor: AttendeeRole): boolean {
  return rsvpTransitionActors(from, to).includes(actor);
}

/**
 * The status a completed RSVP gets: PENDING when the host reviews RSVPs, otherwise APPROVED while
 * a seat is free and WAITLIST once the event is full.
 */
export function completedRsvpStatus(input: { requiresApproval: boolean; hasFreeSeat: boolean }): 'PENDING' | 'APPROVED' | 'WAITLIST' {
  if (input.requiresApproval) return 'PENDING';
  return input.hasFreeSeat ? 'APPROVED' : 'WAITLIST';
}
