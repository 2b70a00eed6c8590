import { z } from 'zod';

/** How a host fills freed seats from the waitlist: by hand, or automatically first come, first served. */
export const WaitlistPromotionMode = z.enum(['MANUAL', 'AUTOMATIC']);
export type WaitlistPromotionMode = z.infer<typeof WaitlistPromotionMode>;

export interface WaitlistCandidate {
  id: string;
  status: string;
  createdAt: number;
  ticketTierId: string | null;
}

export interface WaitlistSeats {
  mode: WaitlistPromotionMode;
  /** Seats free on the social (countSpotsLeft); null for no limit. */
  spotsLeft: number | null;
  /** Seats left per tier; a tier missing here, or null, has no limit of its own. */
  tiers: readonly { id: string; remainingQuantity: number | null }[];
}

/**
 * The waitlisted RSVPs to approve now, in the order to approve them: none when the host promotes
 * by hand; otherwise the earliest RSVPs first (id breaks ties) while the social and their tier
 * have a seat. Someone whose tier is sold out does not hold up those behind them.
 */
export function pickWaitlistPromotions<T extends WaitlistCandidate>(rsvps: readonly T[], seats: WaitlistSeats): T[] {
  if (seats.mode === 'MANUAL') return [];
  let spotsLeft = seats.spotsLeft ?? Number.POSITIVE_INFINITY;
  const tierLeft = new Map(seats.tiers.map((tier) => [tier.id, tier.remainingQuantity ?? Number.POSITIVE_INFINITY]));
  const queue = rsvps.filter((rsvp) => rsvp.status === 'WAITLIST').sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));

  const promoted: T[] = [];
  for (const rsvp of queue) {
    if (spotsLeft <= 0) break;
    const left = rsvp.ticketTierId === null ? Number.POSITIVE_INFINITY : (tierLeft.get(rsvp.ticketTierId) ?? Number.POSITIVE_INFINITY);
    if (left <= 0) continue;
    promoted.push(rsvp);
    spotsLeft -= 1;
    if (rsvp.ticketTierId !== null) tierLeft.set(rsvp.ticketTierId, left - 1);
  }
  return promoted;
}
