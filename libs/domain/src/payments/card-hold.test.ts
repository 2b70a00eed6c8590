import { describe, expect, it } from 'vitest';
import { CARD_HOLD_DAYS, cardHoldEndsAt, holdsCardUntilApproved } from './card-hold';

describe('card holds', () => {
  it('waits six days for the hosts, a day inside the seven a card network keeps a hold', () => {
    expect(CARD_HOLD_DAYS).toBe(6);
    expect(cardHoldEndsAt(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 7));
  });

  it('holds the card only where the hosts approve each guest', () => {
    expect(holdsCardUntilApproved({ requiresApproval: true })).toBe(true);
    expect(holdsCardUntilApproved({ requiresApproval: false })).toBe(false);
  });
});
