import type { ErrorStatuses } from '../../core/domain-error';

/** The patrons area's refusals: bad input names the field at fault. */
export const PATRONS_ERROR_STATUSES = {
  PATRON_CODE_TAKEN: 400,
  PATRON_SOCIAL_NOT_FOUND: 400,
  PATRON_NOTHING_TO_CHANGE: 400,
  /** A paid or void invoice stays so. */
  INVOICE_SETTLED: 409,
} as const satisfies ErrorStatuses<string>;
