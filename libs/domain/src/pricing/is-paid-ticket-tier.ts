import type { TicketType } from '../common/enums';

export interface PricedTicketTier {
  type: TicketType;
  ticketPrice: number;
  depositAmount: number;
}

/** A tier asks for money if it is PAID or carries a price or a deposit, whatever its type says. */
export function isPaidTicketTier(tier: PricedTicketTier): boolean {
  return tier.type === 'PAID' || tier.ticketPrice > 0 || tier.depositAmount > 0;
}
