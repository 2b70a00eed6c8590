import type { ErrorCode } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** Refusals of a checkout, answered too by the areas that sell through one. */
export const CHECKOUT_ERROR_STATUSES = {
  PAYMENTS_OFF: 503,
  PAYMENT_PROVIDER_FAILED: 502,
  CHECKOUT_PAID: 409,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** The payments area's refusals and how they read over HTTP. */
export const PAYMENTS_ERROR_STATUSES = {
  ...CHECKOUT_ERROR_STATUSES,
  ALREADY_GOING: 409,
  FREE_TICKET: 400,
  UNKNOWN_TICKET_TIER: 400,
  PROMO_CODE_NOT_APPLIED: 400,
  CARD_HOLD_RELEASED: 409,
  PAYMENT_NOT_PAID: 400,
  NO_PAYMENT_TO_REFUND: 400,
  REFUND_REFUSED: 400,
  WEBHOOK_SIGNATURE_MISMATCH: 400,
  WEBHOOK_MALFORMED: 400,
  WEBHOOK_DATED_IN_THE_FUTURE: 400,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const paymentsError = domainErrors(PAYMENTS_ERROR_STATUSES);
