import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** Refusals of joining a circle, answered too by paid memberships. */
export const CIRCLE_JOIN_ERROR_STATUSES = {
  INVALID_CIRCLE: 400,
  CIRCLE_INVITE_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** The circles area's refusals and how they read over HTTP. */
export const CIRCLES_ERROR_STATUSES = {
  ...CIRCLE_JOIN_ERROR_STATUSES,
  CIRCLE_OWNER_STAYS: 400,
  CIRCLE_MEMBER_NOT_FOUND: 404,
  CIRCLE_CALENDAR_TOKEN_INVALID: 403,
  CIRCLE_MEMBERSHIP_PAID: 402,
  // Access refusals, decided in the policy.
  NOT_A_CIRCLE_HOST: 403,
  CIRCLE_OWNER_ONLY: 403,
  CIRCLE_MEMBERS_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const circlesError = domainErrors(CIRCLES_ERROR_STATUSES);
