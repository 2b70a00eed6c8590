import { defineEvent } from '../../core/jobs';

/** An RSVP was cancelled or rejected: whatever the attendee paid is settled by the payments area. */
export const rsvpEnded = defineEvent<{ rsvpId: string }>('rsvp.ended');

/** An RSVP was approved (by the hosts, or promoted from the waitlist): a card held for it is charged by the payments area. */
export const rsvpApproved = defineEvent<{ rsvpId: string }>('rsvp.approved');
