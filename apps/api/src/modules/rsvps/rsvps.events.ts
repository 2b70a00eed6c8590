import { defineEvent } from '../../core/jobs';

/** An RSVP was cancelled or rejected: whatever the attendee paid is settled by the payments area. */
export const rsvpEnded = defineEvent<{ rsvpId: string }>('rsvp.ended');

/** An attendee completed an RSVP (into pending, going or the waitlist): the hosts hear of it as each chose. */
export const rsvpSubmitted = defineEvent<{ rsvpId: string }>('rsvp.submitted');

/** The last seat of a social with a capacity was taken: its hosts are told the event is sold out. */
export const socialSoldOut = defineEvent<{ socialId: string; capacity: number }>('rsvp.social-sold-out');

/** An RSVP was approved (by the hosts, or promoted from the waitlist): a card held for it is charged by the payments area. */
export const rsvpApproved = defineEvent<{ rsvpId: string }>('rsvp.approved');
