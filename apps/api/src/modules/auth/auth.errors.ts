import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The auth area's refusals and how they read over HTTP. */
export const AUTH_ERROR_STATUSES = {
  INVALID_GRANT: 400,
  ACCOUNT_DISABLED: 403,
  NO_SESSION: 401,
  /** A staff address chosen as an account's new sign-in address. */
  EMAIL_RESERVED: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const authError = domainErrors(AUTH_ERROR_STATUSES);
