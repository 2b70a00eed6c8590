import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The promo-codes area's refusals and how they read over HTTP. */
export const PROMO_CODES_ERROR_STATUSES = {
  PROMO_CODE_TIER_NOT_OF_SOCIAL: 400,
  PROMO_CODE_TEXT_TAKEN: 409,
  USAGE_LIMIT_BELOW_USES: 400,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const promoCodesError = domainErrors(PROMO_CODES_ERROR_STATUSES);
