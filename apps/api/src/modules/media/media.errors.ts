import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The media area's refusals and how they read over HTTP. */
export const MEDIA_ERROR_STATUSES = {
  MEDIA_INVALID: 400,
  MEDIA_NOT_FOUND: 404,
  MEDIA_UPLOAD_FORBIDDEN: 403,
  MEDIA_EDIT_FORBIDDEN: 403,
  MEDIA_HOSTS_ONLY: 403,
  MEDIA_LINK_INVALID: 403,
  MEDIA_EXPORT_NOT_READY: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const mediaError = domainErrors(MEDIA_ERROR_STATUSES);
