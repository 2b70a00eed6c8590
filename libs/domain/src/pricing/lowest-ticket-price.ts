import type { PricedTicketTier } from './is-paid-ticket-tier';

/** paymentInfo.ticketPrice: the lowest ticket price (cents) over the tiers; 0 when there are none. */
export function lowestTicketPrice(tiers: readonly Pick<PricedTicketTier, 'ticketPrice'>[]): number {
  return tiers.length === 0 ? 0 : Math.min(...tiers.map((tier) => tier.ticketPrice));
}
