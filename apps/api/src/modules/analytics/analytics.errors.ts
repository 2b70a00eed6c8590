import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The analytics area's refusals over HTTP. */
export const ANALYTICS_ERROR_STATUSES = {
  ANALYTICS_NO_TIER_BREAKDOWN: 400,
  ANALYTICS_VISITOR_REQUIRED: 400,
  // Access refusals, decided in the policy.
  NOT_THE_HOST_OR_STAFF: 403,
  ANALYTICS_STAFF_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const analyticsError = domainErrors(ANALYTICS_ERROR_STATUSES);
