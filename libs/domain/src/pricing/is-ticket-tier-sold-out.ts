/**
 * "A tier is sold out when remainingQuantity is falsy." Our contracts use null for a tier
 * without a limit of its own, so only 0 (or less) counts as sold out here.
 */
export function isTicketTierSoldOut(tier: { remainingQuantity: number | null }): boolean {
  return tier.remainingQuantity !== null && tier.remainingQuantity <= 0;
}
