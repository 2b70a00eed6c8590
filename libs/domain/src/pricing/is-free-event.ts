import { isPaidTicketTier, type PricedTicketTier } from './is-paid-ticket-tier';

/**
 * An event is free only when it has exactly one tier and that tier is FREE. A FREE tier that
 * still carries a price or deposit asks for money, so it does not count as free either.
 */
export function isFreeEvent(ticketTiers: readonly PricedTicketTier[]): boolean {
  const [only, ...rest] = ticketTiers;
  return only !== undefined && rest.length === 0 && only.type === 'FREE' && !isPaidTicketTier(only);
}
