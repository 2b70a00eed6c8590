import { percentOfCents } from '../payments/percent-of-cents';
import type { PromoCodeRules } from './promo-code.schema';

export type PromoRejection = 'NOT_YET_VALID' | 'EXPIRED' | 'USED_UP' | 'NOT_FOR_THIS_TIER';

export type PromoCodeResult = { applies: true; discount: number } | { applies: false; reason: PromoRejection };

export interface PromoTarget {
  tierId: string;
  /** The ticket price to discount, in cents: for several tickets of the tier, their sum. Never the deposit. */
  ticketPrice: number;
}

/**
 * What a promo code takes off a ticket price, in cents, or why it does not apply (checked in
 * this order: NOT_YET_VALID, EXPIRED, USED_UP, NOT_FOR_THIS_TIER). Valid from validFrom
 * (inclusive) until validUntil (exclusive). A percent discount is rounded half up to the cent;
 * no discount exceeds the price, so nothing is ever priced below 0. Only the ticket price is
 * discounted: a deposit guards the host against no-shows and is never reduced.
 *
 * `usage.usedCount` is the number of orders that already used the code; the server should
 * read it in the same transaction that records the new use, so two checkouts cannot both
 * take the last one.
 */
export function applyPromoCode(target: PromoTarget, promo: PromoCodeRules, now: number, usage: { usedCount: number }): PromoCodeResult {
  if (promo.validFrom !== null && now < promo.validFrom) return { applies: false, reason: 'NOT_YET_VALID' };
  if (promo.validUntil !== null && now >= promo.validUntil) return { applies: false, reason: 'EXPIRED' };
  if (promo.usageLimit !== null && usage.usedCount >= promo.usageLimit) return { applies: false, reason: 'USED_UP' };
  if (promo.tierIds !== null && !promo.tierIds.includes(target.tierId)) return { applies: false, reason: 'NOT_FOR_THIS_TIER' };
  const discount = promo.discountType === 'PERCENT' ? percentOfCents(target.ticketPrice, promo.value * 100) : promo.value;
  return { applies: true, discount: Math.min(discount, target.ticketPrice) };
}
