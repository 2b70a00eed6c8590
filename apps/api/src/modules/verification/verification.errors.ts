import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The verification area's refusals and how they read over HTTP. */
export const VERIFICATION_ERROR_STATUSES = {
  EMAIL_VERIFIED_BY_ANOTHER_ACCOUNT: 409,
  EMAIL_NOT_OF_CATEGORY: 400,
  INVALID_VERIFICATION_CODE: 400,
  /** A circle, social or conference asks for a verified e-mail of a kind the caller has not verified. */
  VERIFIED_EMAIL_REQUIRED: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const verificationError = domainErrors(VERIFICATION_ERROR_STATUSES);
