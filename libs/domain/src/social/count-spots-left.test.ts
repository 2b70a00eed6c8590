import { describe, it, expect } from 'vitest';
import { countSpotsLeft } from './count-spots-left';

const open = { remainingQuantity: null };

describe('countSpotsLeft', () => {
  it('is null without any limit', () => {
    expect(countSpotsLeft({ maxCapacity: null, confirmedPax: 12, ticketTiers: [open] })).toBeNull();
  });

  it('subtracts confirmed attendees from the capacity', () => {
    expect(countSpotsLeft({ maxCapacity: 20, confirmedPax: 12, ticketTiers: [open] })).toBe(8);
  });

  it('never goes below zero', () => {
    expect(countSpotsLeft({ maxCapacity: 10, confirmedPax: 12, ticketTiers: [open] })).toBe(0);
  });

  it('takes the tighter of capacity and limited tiers', () => {
    expect(countSpotsLeft({ maxCapacity: 20, confirmedPax: 0, ticketTiers: [{ remainingQuantity: 3 }] })).toBe(3);
    expect(countSpotsLeft({ maxCapacity: null, confirmedPax: 0, ticketTiers: [{ remainingQuantity: 0 }] })).toBe(0);
    expect(countSpotsLeft({ maxCapacity: 5, confirmedPax: 4, ticketTiers: [{ remainingQuantity: 3 }] })).toBe(1);
  });

  it('ignores tier limits while any tier is open', () => {
    expect(countSpotsLeft({ maxCapacity: null, confirmedPax: 0, ticketTiers: [{ remainingQuantity: 0 }, open] })).toBeNull();
  });
});
