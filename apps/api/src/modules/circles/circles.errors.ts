import type { ErrorStatuses } from '../../core/domain-error';

/** The circles area's refusals and how they read over HTTP. */
export const CIRCLES_ERROR_STATUSES = {
  INVALID_CIRCLE: 400,
  CIRCLE_INVITE_ONLY: 403,
  CIRCLE_OWNER_STAYS: 400,
  CIRCLE_MEMBER_NOT_FOUND: 404,
  CIRCLE_CALENDAR_TOKEN_INVALID: 403,
  CIRCLE_MEMBERSHIP_PAID: 402,
} as const satisfies ErrorStatuses<string>;
