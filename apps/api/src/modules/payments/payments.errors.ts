import type { ErrorStatuses } from '../../core/domain-error';

/** The payments area's refusals and how they read over HTTP. */
export const PAYMENTS_ERROR_STATUSES = {
  WEBHOOK_DATED_IN_THE_FUTURE: 400,
} as const satisfies ErrorStatuses<string>;
