import { isPaidTicketTier, type PricedTicketTier } from './is-paid-ticket-tier';

/** An event is paid if any tier is PAID or has a ticket price or deposit above 0. */
export function isPaidEvent(ticketTiers: readonly PricedTicketTier[]): boolean {
  return ticketTiers.some(isPaidTicketTier);
}
