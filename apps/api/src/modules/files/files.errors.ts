import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The files area's refusals: what was sent is wrong (400), too large (413), or not there (404). */
export const FILES_ERROR_STATUSES = {
  FILE_MISSING: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ACCEPTED: 400,
  FILE_UNREADABLE: 400,
  FILE_NOT_FOUND: 404,
  IMAGE_NOT_OURS: 400,
  // Access refusals, decided in the policy.
  PRIVATE_FILE_FORBIDDEN: 403,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const filesError = domainErrors(FILES_ERROR_STATUSES);
