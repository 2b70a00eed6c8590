const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * On a social whose hosts approve each guest, a paid ticket's card is held (authorized) at
 * checkout and charged only when the hosts approve. Card networks keep such a hold for 7 days
 * (Stripe's validity window for customer-initiated card payments); it is released a day before
 * that if the hosts have not decided, so that it never lapses on its own unnoticed.
 */
export const CARD_HOLD_DAYS = 6;

/** Until when a card held at `authorizedAt` (epoch ms) waits for the hosts' decision. */
export function cardHoldEndsAt(authorizedAt: number): number {
  return authorizedAt + CARD_HOLD_DAYS * DAY_MS;
}

/** A paid ticket holds the card instead of charging it when its social needs the hosts' approval. */
export function holdsCardUntilApproved(social: { requiresApproval: boolean }): boolean {
  return social.requiresApproval;
}
