import type { PricedTicketTier } from './is-paid-ticket-tier';

export const PAID_TIER_NEEDS_AMOUNT = 'A paid tier needs a price or a deposit';

/**
 * Why a tier cannot be saved as it stands, or null: a PAID tier must ask for something, a ticket
 * price or a deposit, or attendees would be sent to a checkout for nothing.
 */
export function paidTierPriceIssue(tier: PricedTicketTier): typeof PAID_TIER_NEEDS_AMOUNT | null {
  return tier.type === 'PAID' && tier.ticketPrice <= 0 && tier.depositAmount <= 0 ? PAID_TIER_NEEDS_AMOUNT : null;
}
