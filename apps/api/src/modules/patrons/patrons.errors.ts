import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The patrons area's refusals: bad input names the field at fault. */
export const PATRONS_ERROR_STATUSES = {
  PATRON_CODE_TAKEN: 400,
  PATRON_SOCIAL_NOT_FOUND: 400,
  PATRON_NOTHING_TO_CHANGE: 400,
  /** A paid or void invoice stays so. */
  INVOICE_SETTLED: 409,
  // Access refusals, decided in the policy.
  PATRON_STAFF_ONLY: 403,
  NOT_A_PATRON_MEMBER: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const patronsError = domainErrors(PATRONS_ERROR_STATUSES);
