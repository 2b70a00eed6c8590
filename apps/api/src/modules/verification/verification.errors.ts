import type { ErrorStatuses } from '../../core/domain-error';

/** The verification area's refusals and how they read over HTTP. */
export const VERIFICATION_ERROR_STATUSES = {
  EMAIL_VERIFIED_BY_ANOTHER_ACCOUNT: 409,
} as const satisfies ErrorStatuses<string>;
