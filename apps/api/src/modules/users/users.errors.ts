import type { ErrorStatuses } from '../../core/domain-error';

/** The users area's refusals and how they read over HTTP. */
export const USERS_ERROR_STATUSES = {
  /** A valid token of an account that was deleted since. */
  ACCOUNT_GONE: 401,
  STAFF_ONLY: 403,
} as const satisfies ErrorStatuses<string>;
