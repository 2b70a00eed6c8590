import type { ErrorStatuses } from '../../core/domain-error';

/** The rsvps area's refusals (besides its policy's) and how they read over HTTP. */
export const RSVPS_ERROR_STATUSES = {
  EVENT_FULL: 409,
  TIER_SOLD_OUT: 409,
  ALREADY_GOING: 409,
  UNKNOWN_TICKET_TIER: 400,
  PAID_TICKET_NEEDS_CHECKOUT: 400,
  EVENT_CANCELLED: 400,
  EVENT_ENDED: 400,
  INVALID_ANSWERS: 400,
  HOST_AND_ATTENDEE_FIELDS_MIXED: 400,
  RSVP_ALREADY_COMPLETE: 409,
  RSVP_TRANSITION_REFUSED: 409,
  TOO_LATE_TO_CANCEL: 400,
  POST_RSVP_REQUEST_ALREADY_SUBMITTED: 409,
} as const satisfies ErrorStatuses<string>;
