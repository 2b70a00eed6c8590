import { isPaidTicketTier, type PricedTicketTier } from './is-paid-ticket-tier';

/**
 * What a tier asks for at checkout, in cents: its price plus any deposit. A tier that is not
 * paid (FREE without price or deposit) asks for nothing.
 */
export function ticketTierAmount(tier: PricedTicketTier): number {
  return isPaidTicketTier(tier) ? tier.ticketPrice + tier.depositAmount : 0;
}
