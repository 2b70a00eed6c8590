import { defineEvent } from '../../core/jobs';

/** An RSVP was cancelled or rejected: whatever the attendee paid is settled by the payments area. */
export const rsvpEnded = defineEvent<{ rsvpId: string }>('rsvp.ended');
