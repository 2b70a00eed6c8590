import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The disputes area's refusals and how they read over HTTP. */
export const DISPUTES_ERROR_STATUSES = {
  NO_PAID_PAYMENT: 400,
  DISPUTE_ALREADY_OPEN: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const disputesError = domainErrors(DISPUTES_ERROR_STATUSES);
