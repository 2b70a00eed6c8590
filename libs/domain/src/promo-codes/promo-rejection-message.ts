import type { TotalCharge } from '../payments/compute-total-charge';

export type PromoCodeRejection = NonNullable<TotalCharge['promoRejection']>;

const MESSAGES: Readonly<Record<PromoCodeRejection, string>> = {
  // Also what attendees are told for every other reason: the server does not say which codes exist.
  UNKNOWN_CODE: 'This promo code cannot be used for this ticket',
  NOT_YET_VALID: 'This promo code is not valid yet',
  EXPIRED: 'This promo code has expired',
  USED_UP: 'This promo code has been used up',
  NOT_FOR_THIS_TIER: 'This promo code is not for this ticket',
};

/** Why a promo code did not apply, in words for the attendee (server errors and the checkout form alike). */
export function promoRejectionMessage(reason: PromoCodeRejection): string {
  return MESSAGES[reason];
}
