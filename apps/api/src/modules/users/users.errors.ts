import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The users area's refusals and how they read over HTTP. */
export const USERS_ERROR_STATUSES = {
  /** A valid token of an account that was deleted since. */
  ACCOUNT_GONE: 401,
  STAFF_ONLY: 403,
  INVITE_CODE_LIMIT: 409,
  INVALID_REFERRAL_CODE: 400,
  ACCOUNT_HOSTS_UPCOMING_SOCIALS: 409,
  ACCOUNT_HAS_UPCOMING_RSVPS: 409,
  CANNOT_CONNECT_TO_SELF: 400,
  DELETE_NOT_CONFIRMED: 400,
  ACCOUNT_NOT_FOUND: 404,
  SAME_SIGN_IN_EMAIL: 400,
  EMAIL_TAKEN: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const usersError = domainErrors(USERS_ERROR_STATUSES);
