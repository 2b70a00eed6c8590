import { describe, expect, it } from 'vitest';
import { isPaidEvent } from './is-paid-event';

const free = { type: 'FREE' as const, ticketPrice: 0, depositAmount: 0 };

describe('isPaidEvent', () => {
  it('is false with no tiers or only free tiers', () => {
    expect(isPaidEvent([])).toBe(false);
    expect(isPaidEvent([free, free])).toBe(false);
  });

  it('is true when any tier is PAID', () => {
    expect(isPaidEvent([free, { type: 'PAID', ticketPrice: 2000, depositAmount: 0 }])).toBe(true);
  });

  it('is true when any tier has a price or a deposit', () => {
    expect(isPaidEvent([{ ...free, ticketPrice: 1 }])).toBe(true);
    expect(isPaidEvent([free, { ...free, depositAmount: 1000 }])).toBe(true);
  });
});
