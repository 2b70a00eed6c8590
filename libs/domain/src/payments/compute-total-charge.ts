import { z } from 'zod';
import type { PricedTicketTier } from '../pricing/is-paid-ticket-tier';
import { applyPromoCode, type PromoRejection } from '../promo-codes/apply-promo-code';
import { computePlatformFee, type PlatformFee } from './platform-fee';
import { PromoCodeText, type PromoCodeRules } from '../promo-codes/promo-code.schema';

/** Spec is silent on group orders; a bound keeps a single payment within reason. */
export const MAX_TICKETS_PER_ORDER = 10;

const Cents = z.number().int().nonnegative();

/** POST /socials/ticket-price and POST /socials/{id}/rsvps/total-charge: what the attendee wants to buy. */
export const TotalChargeRequest = z
  .object({
    ticketTierId: z.string().min(1),
    quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER).default(1),
    promoCode: PromoCodeText.optional(),
  })
  .strict();
export type TotalChargeRequest = z.infer<typeof TotalChargeRequest>;

/** What one order costs, in cents; the server charges `total` and the client shows every part. */
export const TotalCharge = z.object({
  ticketPrice: Cents.describe('Ticket price times quantity, before the discount'),
  discount: Cents.describe('Taken off the ticket price by the promo code'),
  deposit: Cents.describe('Deposit times quantity; never discounted'),
  fees: Cents.describe('Platform fee on the discounted ticket price'),
  total: Cents.describe('ticketPrice - discount + deposit + fees'),
  promoRejection: z
    .enum(['UNKNOWN_CODE', 'NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'NOT_FOR_THIS_TIER'])
    .nullable()
    .describe("Why the promo code given did not apply; attendees are told UNKNOWN_CODE whatever the reason, the social's hosts and staff get the reason"),
});
export type TotalCharge = z.infer<typeof TotalCharge>;

export interface PromoAtCheckout {
  rules: PromoCodeRules;
  /** Orders that already used the code. */
  usedCount: number;
  now: number;
}

export interface TotalChargeInput {
  tier: Pick<PricedTicketTier, 'ticketPrice' | 'depositAmount'> & { id: string };
  promo?: PromoAtCheckout;
  quantity?: number;
  fees: PlatformFee;
}

/**
 * What an order of `quantity` tickets of one tier costs. A promo code counts as one use per
 * order: a percent applies to the order's ticket price, a fixed amount comes off it once. The
 * deposit is never discounted and carries no fee (see computePlatformFee).
 */
export function computeTotalCharge({ tier, promo, quantity = 1, fees }: TotalChargeInput): TotalCharge {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  const ticketPrice = tier.ticketPrice * quantity;
  const deposit = tier.depositAmount * quantity;
  const promoResult = promo ? applyPromoCode({ tierId: tier.id, ticketPrice }, promo.rules, promo.now, { usedCount: promo.usedCount }) : null;
  const discount = promoResult?.applies ? promoResult.discount : 0;
  const promoRejection: PromoRejection | null = promoResult && !promoResult.applies ? promoResult.reason : null;
  const fee = computePlatformFee(ticketPrice - discount, fees);
  return { ticketPrice, discount, deposit, fees: fee, total: ticketPrice - discount + deposit + fee, promoRejection };
}
