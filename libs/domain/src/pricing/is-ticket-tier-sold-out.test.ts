import { describe, expect, it } from 'vitest';
import { isTicketTierSoldOut } from './is-ticket-tier-sold-out';

// "A tier is sold out when remainingQuantity is falsy." null means "no limit" in our contracts.
describe('isTicketTierSoldOut', () => {
  it('is sold out at 0 remaining', () => {
    expect(isTicketTierSoldOut({ remainingQuantity: 0 })).toBe(true);
  });

  it('is not sold out with seats left or without a limit', () => {
    expect(isTicketTierSoldOut({ remainingQuantity: 1 })).toBe(false);
    expect(isTicketTierSoldOut({ remainingQuantity: null })).toBe(false);
  });
});
