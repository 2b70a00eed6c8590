import type { ErrorCode } from '@socials/domain';
import { CIRCLE_JOIN_ERROR_STATUSES } from '../circles';
import { CHECKOUT_ERROR_STATUSES } from '../payments';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The paid memberships area's refusals and how they read over HTTP. */
export const MEMBERSHIPS_ERROR_STATUSES = {
  ...CIRCLE_JOIN_ERROR_STATUSES,
  ...CHECKOUT_ERROR_STATUSES,
  CIRCLE_MEMBERSHIP_FREE: 400,
  CIRCLE_JOIN_BY_REQUEST: 403,
  ALREADY_A_CIRCLE_MEMBER: 409,
  CIRCLE_SUBSCRIPTION_NOT_ACTIVE: 409,
  CIRCLE_SUBSCRIPTION_NOT_FOUND: 404,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const membershipsError = domainErrors(MEMBERSHIPS_ERROR_STATUSES);
