import { describe, it, expect } from 'vitest';
import { countSpotsLeft, describeSpotsLeft } from './count-spots-left';

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

describe('describeSpotsLeft', () => {
  it('says one spot, two spots, sold out and no limit', () => {
    expect(describeSpotsLeft(1)).toBe('1 spot left');
    expect(describeSpotsLeft(2)).toBe('2 spots left');
    expect(describeSpotsLeft(0)).toBe('Sold out: new RSVPs join the waitlist');
    expect(describeSpotsLeft(null)).toBe('Open to all');
  });
});
