import { formatCurrency } from './format-currency';
import type { PricedTicketTier } from './is-paid-ticket-tier';
import { ticketTierAmount } from './ticket-tier-amount';

/**
 * The price of an event, shown under a "Price" label or alone on a card. The product's rules
 * rendered as a person would write them: one tier → "$X" (or "Free"); several tiers mixing free
 * and paid → "Free – $highest" (the older "From: Free ~ highest"); only paid → "From $lowest";
 * otherwise "Free". A tier marked PAID that asks for nothing counts as free.
 */
export function formatPriceDisplay(tiers: readonly PricedTicketTier[]): string {
  const amounts = tiers.map(ticketTierAmount);
  const paid = amounts.filter((amount) => amount > 0);
  if (tiers.length === 1) {
    const [only] = paid;
    return only === undefined ? 'Free' : formatCurrency(only);
  }
  if (paid.length === 0) return 'Free';
  if (paid.length < amounts.length) return `Free – ${formatCurrency(Math.max(...paid))}`;
  return `From ${formatCurrency(Math.min(...paid))}`;
}

/** One tier's price as the ticket list shows it: "Free", "$25", "$35 (includes a $10 deposit)", or "40 points". */
export function formatTierPrice(tier: PricedTicketTier & { pointsCost?: number }): string {
  const amount = ticketTierAmount(tier);
  if (amount === 0) return formatPointsCost(tier.pointsCost ?? 0) ?? 'Free';
  return tier.depositAmount > 0 ? `${formatCurrency(amount)} (includes a ${formatCurrency(tier.depositAmount)} deposit)` : formatCurrency(amount);
}

/** "40 points" for a points-only tier's cost, "1 point", or null when it costs none. */
export function formatPointsCost(points: number): string | null {
  if (points <= 0) return null;
  return points === 1 ? '1 point' : `${points.toLocaleString('en-US')} points`;
}
