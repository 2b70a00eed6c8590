/** Seats left in a tier: null when the tier has no limit of its own, never below 0. */
export function remainingQuantity(tier: { quantity: number | null; sold: number }): number | null {
  return tier.quantity === null ? null : Math.max(0, tier.quantity - tier.sold);
}
