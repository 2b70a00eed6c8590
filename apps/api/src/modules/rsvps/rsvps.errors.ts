import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The rsvps area's refusals and how they read over HTTP. */
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
  // Access refusals, decided in the policy.
  NOT_THE_ATTENDEE: 403,
  NOT_THE_ATTENDEE_OR_A_HOST: 403,
  NOT_YOUR_RSVPS: 403,
  ORGANIZATION_MEMBERS_ONLY: 403,
  INVITE_CODE_REQUIRED: 400,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const rsvpsError = domainErrors(RSVPS_ERROR_STATUSES);
