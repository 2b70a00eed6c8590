import type { ErrorStatuses } from '../../core/domain-error';

/** The socials area's refusals (besides its policy's) and how they read over HTTP. */
export const SOCIALS_ERROR_STATUSES = {
  UNKNOWN_CITY: 400,
  UNKNOWN_CIRCLE: 400,
  UNKNOWN_CO_HOST: 400,
  EVENT_ENDS_BEFORE_START: 400,
  CAPACITY_BELOW_SEATS_TAKEN: 400,
  INVALID_TICKET_TIERS: 400,
  SOCIAL_STAYS_CANCELLED: 400,
  APPROVAL_REASON_REQUIRED: 400,
  APPROVAL_REASON_WITHOUT_STATUS: 400,
  SEATS_TAKEN_EXCEED_CAPACITY: 409,
  COMMUNITY_ONLY_NEEDS_CIRCLE: 400,
} as const satisfies ErrorStatuses<string>;
