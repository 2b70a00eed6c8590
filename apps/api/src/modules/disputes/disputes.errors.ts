import type { ErrorStatuses } from '../../core/domain-error';

/** The disputes area's refusals and how they read over HTTP. */
export const DISPUTES_ERROR_STATUSES = {
  NO_PAID_PAYMENT: 400,
  DISPUTE_ALREADY_OPEN: 409,
} as const satisfies ErrorStatuses<string>;
