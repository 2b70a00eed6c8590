import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The link preview's refusals: a bad or private address is the caller's (400), a page that gave no preview 422. */
export const LINK_PREVIEW_ERROR_STATUSES = {
  LINK_PREVIEW_URL_REFUSED: 400,
  LINK_PREVIEW_UNAVAILABLE: 422,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const linkPreviewError = domainErrors(LINK_PREVIEW_ERROR_STATUSES);
