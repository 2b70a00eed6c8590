import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The content area's refusals: fields wrong for the kind, an address another entry of the kind has. */
export const CONTENT_ERROR_STATUSES = {
  CONTENT_INVALID_FIELDS: 400,
  CONTENT_SLUG_TAKEN: 409,
  // Access refusals, decided in the policy.
  STAFF_ONLY: 403,
  CONTENT_DRAFTS_STAFF_ONLY: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const contentError = domainErrors(CONTENT_ERROR_STATUSES);
