import type { ErrorStatuses } from '../../core/domain-error';

/** The analytics area's refusals over HTTP. */
export const ANALYTICS_ERROR_STATUSES = {
  ANALYTICS_NO_TIER_BREAKDOWN: 400,
  ANALYTICS_VISITOR_REQUIRED: 400,
} as const satisfies ErrorStatuses<string>;
