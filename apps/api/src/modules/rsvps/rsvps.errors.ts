import type { ErrorStatuses } from '../../core/domain-error';

/** The rsvps area's refusals and how they read over HTTP. */
export const RSVPS_ERROR_STATUSES = {
  EVENT_FULL: 409,
  TIER_SOLD_OUT: 409,
} as const satisfies ErrorStatuses<string>;
