/** Shown instead of the address until the viewer's RSVP is approved (the API masks it). */
export const MASKED_VENUE_TEXT = 'Address shown after your RSVP is approved';
