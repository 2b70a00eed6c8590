import { isPaidTicketTier, type PricedTicketTier } from './is-paid-ticket-tier';

export const POINTS_TIER_IS_POINTS_ONLY = 'A tier paid in points asks for no money: set its price and deposit to 0 and its type to FREE';

/**
 * Why a tier's points cost cannot be saved, or null. A tier is paid either in money (at checkout)
 * or in points (spent when the RSVP completes), never both, so one RSVP never waits on two payments.
 */
export function pointsTierIssue(tier: PricedTicketTier & { pointsCost?: number }): typeof POINTS_TIER_IS_POINTS_ONLY | null {
  return (tier.pointsCost ?? 0) > 0 && isPaidTicketTier(tier) ? POINTS_TIER_IS_POINTS_ONLY : null;
}
