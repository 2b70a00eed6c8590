import { formatCurrency } from '../pricing/format-currency';
import type { PricedTicketTier } from '../pricing/is-paid-ticket-tier';
import { ticketTierAmount } from '../pricing/ticket-tier-amount';

/**
 * "Search-engine price range: Free, a single price, a low-high range, or Free - highest
 * price." Amounts are what each tier asks at checkout (price plus deposit).
 */
export function formatSearchPriceRange(tiers: readonly PricedTicketTier[]): string {
  const amounts = tiers.map(ticketTierAmount);
  const paid = amounts.filter((amount) => amount > 0);
  if (paid.length === 0) return 'Free';
  const highest = formatCurrency(Math.max(...paid));
  if (paid.length < amounts.length) return `Free - ${highest}`;
  const lowest = formatCurrency(Math.min(...paid));
  return lowest === highest ? lowest : `${lowest} - ${highest}`;
}
