import { describe, expect, it } from 'vitest';
import { PAID_TIER_NEEDS_AMOUNT, paidTierPriceIssue } from './paid-tier-price-issue';

describe('paidTierPriceIssue', () => {
  it('flags a PAID tier with neither price nor deposit', () => {
    expect(paidTierPriceIssue({ type: 'PAID', ticketPrice: 0, depositAmount: 0 })).toBe(PAID_TIER_NEEDS_AMOUNT);
  });

  it('accepts a PAID tier with a price, a deposit or both', () => {
    expect(paidTierPriceIssue({ type: 'PAID', ticketPrice: 1500, depositAmount: 0 })).toBeNull();
    expect(paidTierPriceIssue({ type: 'PAID', ticketPrice: 0, depositAmount: 500 })).toBeNull();
    expect(paidTierPriceIssue({ type: 'PAID', ticketPrice: 1500, depositAmount: 500 })).toBeNull();
  });

  it('never flags a FREE tier', () => {
    expect(paidTierPriceIssue({ type: 'FREE', ticketPrice: 0, depositAmount: 0 })).toBeNull();
    expect(paidTierPriceIssue({ type: 'FREE', ticketPrice: 0, depositAmount: 500 })).toBeNull();
  });
});
