import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** An unknown item is a 404; a graph that fails or does not answer, a 502. */
export const PHOTOS_ERROR_STATUSES = {
  MEDIA_NOT_FOUND: 404,
  PHOTO_FEED_UNAVAILABLE: 502,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const photosError = domainErrors(PHOTOS_ERROR_STATUSES);
