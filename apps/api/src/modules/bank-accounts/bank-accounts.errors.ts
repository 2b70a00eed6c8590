import type { ErrorStatuses } from '../../core/domain-error';

/** The bank-accounts area's refusals and how they read over HTTP. */
export const BANK_ACCOUNTS_ERROR_STATUSES = {
  BANK_ACCOUNTS_OF_ANOTHER_USER: 403,
  TOO_MANY_BANK_ACCOUNTS: 400,
  BANK_ACCOUNT_NOT_REGISTERED: 502,
} as const satisfies ErrorStatuses<string>;
