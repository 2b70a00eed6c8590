import { z } from 'zod';
import { MoneyCents } from '../common/common.schema';
import { BASIS_POINTS_PER_WHOLE, percentOfCents } from './percent-of-cents';

/** The platform's fee, set in the server's configuration: a share of the ticket price plus fixed cents. */
export const PlatformFee = z.object({
  percentBasisPoints: z.number().int().min(0).max(BASIS_POINTS_PER_WHOLE).describe('290 = 2.90%'),
  fixedCents: MoneyCents,
});
export type PlatformFee = z.infer<typeof PlatformFee>;

export const NO_PLATFORM_FEE: PlatformFee = { percentBasisPoints: 0, fixedCents: 0 };

/**
 * The fee on one order: `percentBasisPoints` of the ticket price after the promo discount,
 * rounded half up to the cent, plus `fixedCents` once per order (as card processors charge per
 * payment, not per ticket). Nothing is charged when that ticket price is 0: free tickets, tickets
 * a promo made free and deposit-only tiers carry no fee, because a deposit is the attendee's
 * money held against a no-show, not a sale. The fee is added on top of what the attendee pays.
 */
export function computePlatformFee(discountedTicketPrice: number, fee: PlatformFee): number {
  if (discountedTicketPrice === 0) return 0;
  return percentOfCents(discountedTicketPrice, fee.percentBasisPoints) + fee.fixedCents;
}
