export interface CapacityInput {
  maxCapacity: number | null;
  confirmedPax: number;
  ticketTiers: readonly { remainingQuantity: number | null }[];
}

/**
 * Seats still free: the event's capacity less confirmed attendees, further limited by what the
 * tiers have left. null when nothing limits the count.
 */
export function countSpotsLeft(social: CapacityInput): number | null {
  const byCapacity = social.maxCapacity === null ? null : Math.max(0, social.maxCapacity - social.confirmedPax);
  const tierLimits = social.ticketTiers.map((tier) => tier.remainingQuantity);
  // Only when every tier is limited do the tiers cap the event; one open tier leaves the capacity in charge.
  const byTiers =
    tierLimits.length > 0 && tierLimits.every((left) => left !== null) ? tierLimits.reduce<number>((sum, left) => sum + Math.max(0, left ?? 0), 0) : null;
  if (byCapacity === null) return byTiers;
  if (byTiers === null) return byCapacity;
  return Math.min(byCapacity, byTiers);
}

/** What the seats line says: no limit, sold out (new RSVPs wait), or how many are left ("1 spot left"). */
export function describeSpotsLeft(spotsLeft: number | null): string {
  if (spotsLeft === null) return 'Open to all';
  if (spotsLeft === 0) return 'Sold out: new RSVPs join the waitlist';
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`;
}
