import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The tables area's refusals and how they read over HTTP. */
export const TABLES_ERROR_STATUSES = {
  TABLE_INVALID: 400,
  TABLE_FULL: 409,
  // Access refusals, decided in the policy.
  TABLE_GROUPING_REQUIRED: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const tablesError = domainErrors(TABLES_ERROR_STATUSES);
