import type { ErrorCode } from '@socials/domain';
import { DomainError, domainErrors, type ErrorStatuses } from '../../core/domain-error';
import { oauthError } from '../../http/http-error';

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

/** The token endpoint speaks OAuth: these refusals carry the OAuth error code and its description. */
const OAUTH_ERROR_CODES: Partial<Record<keyof typeof AUTH_ERROR_STATUSES, string>> = {
  INVALID_GRANT: 'invalid_grant',
  ACCOUNT_DISABLED: 'access_denied',
};

/** Runs a token-endpoint service call, answering its refusals in OAuth's shape. */
export async function answeringInOAuthShape<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DomainError) {
      const code = err.code as keyof typeof AUTH_ERROR_STATUSES;
      const oauthCode = OAUTH_ERROR_CODES[code];
      if (oauthCode) throw oauthError(AUTH_ERROR_STATUSES[code], oauthCode, code, err.message);
    }
    throw err;
  }
}
