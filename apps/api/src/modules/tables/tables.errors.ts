import type { ErrorStatuses } from '../../core/domain-error';

/** The tables area's refusals and how they read over HTTP. */
export const TABLES_ERROR_STATUSES = {
  TABLE_INVALID: 400,
  TABLE_FULL: 409,
} as const satisfies ErrorStatuses<string>;
