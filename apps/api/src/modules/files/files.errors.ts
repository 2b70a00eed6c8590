import type { ErrorStatuses } from '../../core/domain-error';

/** The files area's refusals: what was sent is wrong (400), too large (413), or not there (404). */
export const FILES_ERROR_STATUSES = {
  FILE_MISSING: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ACCEPTED: 400,
  FILE_UNREADABLE: 400,
  FILE_NOT_FOUND: 404,
  IMAGE_NOT_OURS: 400,
} as const satisfies ErrorStatuses<string>;
