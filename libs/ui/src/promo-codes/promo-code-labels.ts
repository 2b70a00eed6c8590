import { formatCurrency, zoneAbbreviation, type PromoCode, type TicketTier } from '@socials/domain';

/** "20% off", "$5 off". */
export function promoDiscountLabel(promo: Pick<PromoCode, 'discountType' | 'value'>): string {
  return promo.discountType === 'PERCENT' ? `${promo.value}% off` : `${formatCurrency(promo.value)} off`;
}

/** "All tiers", or the names of the tiers the code is for. */
export function promoTiersLabel(promo: Pick<PromoCode, 'tierIds'>, tiers: readonly Pick<TicketTier, 'id' | 'name'>[]): string {
  if (promo.tierIds === null) return 'All tiers';
  // A tier removed from the social since keeps its place, so the list still says how many.
  return promo.tierIds.map((id) => tiers.find((tier) => tier.id === id)?.name ?? 'Removed tier').join(', ');
}

/** "3 of 10", "3 (no limit)". */
export function promoUsageLabel(promo: Pick<PromoCode, 'usedCount' | 'usageLimit'>): string {
  return promo.usageLimit === null ? `${promo.usedCount} (no limit)` : `${promo.usedCount} of ${promo.usageLimit}`;
}

function formatMoment(epochMs: number, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { timeZone: timezone, dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
  return `${text} ${zoneAbbreviation(timezone, epochMs)}`;
}

/** "Always", "From …", "Until …", "… to …", in the social's zone. */
export function promoValidityLabel(promo: Pick<PromoCode, 'validFrom' | 'validUntil'>, timezone: string): string {
  const from = promo.validFrom === null ? null : formatMoment(promo.validFrom, timezone);
  const until = promo.validUntil === null ? null : formatMoment(promo.validUntil, timezone);
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}
