import { describe, expect, it } from 'vitest';
import { ticketTierAmount } from './ticket-tier-amount';

describe('ticketTierAmount', () => {
  it('is 0 for a FREE tier without price or deposit', () => {
    expect(ticketTierAmount({ type: 'FREE', ticketPrice: 0, depositAmount: 0 })).toBe(0);
  });

  it('adds the deposit to the ticket price', () => {
    expect(ticketTierAmount({ type: 'PAID', ticketPrice: 2000, depositAmount: 500 })).toBe(2500);
    expect(ticketTierAmount({ type: 'FREE', ticketPrice: 0, depositAmount: 1000 })).toBe(1000);
  });
});
