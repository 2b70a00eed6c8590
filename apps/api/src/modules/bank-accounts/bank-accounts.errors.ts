import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The bank-accounts area's refusals and how they read over HTTP. */
export const BANK_ACCOUNTS_ERROR_STATUSES = {
  BANK_ACCOUNTS_OF_ANOTHER_USER: 403,
  TOO_MANY_BANK_ACCOUNTS: 400,
  BANK_ACCOUNT_NOT_REGISTERED: 502,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const bankAccountsError = domainErrors(BANK_ACCOUNTS_ERROR_STATUSES);
