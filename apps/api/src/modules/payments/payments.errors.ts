import type { ErrorStatuses } from '../../core/domain-error';

/** The payments area's refusals and how they read over HTTP. */
export const PAYMENTS_ERROR_STATUSES = {
  PAYMENTS_OFF: 503,
  PAYMENT_PROVIDER_FAILED: 502,
  ALREADY_GOING: 409,
  FREE_TICKET: 400,
  UNKNOWN_TICKET_TIER: 400,
  PROMO_CODE_NOT_APPLIED: 400,
  CHECKOUT_PAID: 409,
  PAYMENT_NOT_PAID: 400,
  NO_PAYMENT_TO_REFUND: 400,
  REFUND_REFUSED: 400,
  WEBHOOK_SIGNATURE_MISMATCH: 400,
  WEBHOOK_MALFORMED: 400,
  WEBHOOK_DATED_IN_THE_FUTURE: 400,
} as const satisfies ErrorStatuses<string>;
