import { describe, expect, it } from 'vitest';
import { isDepositTicketTier } from './is-deposit-ticket-tier';

// "A deposit tier has depositAmount above 0."
describe('isDepositTicketTier', () => {
  it('is true when depositAmount is above 0, whatever the type', () => {
    expect(isDepositTicketTier({ depositAmount: 1 })).toBe(true);
  });

  it('is false without a deposit', () => {
    expect(isDepositTicketTier({ depositAmount: 0 })).toBe(false);
  });
});
