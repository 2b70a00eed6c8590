import { describe, expect, it } from 'vitest';
import { isFreeEvent } from './is-free-event';

const free = { type: 'FREE' as const, ticketPrice: 0, depositAmount: 0 };

describe('isFreeEvent', () => {
  it('is true for exactly one FREE tier', () => {
    expect(isFreeEvent([free])).toBe(true);
  });

  it('is false with no tiers', () => {
    expect(isFreeEvent([])).toBe(false);
  });

  it('is false with more than one tier, even if all are free', () => {
    expect(isFreeEvent([free, free])).toBe(false);
  });

  it('is false for a single PAID tier', () => {
    expect(isFreeEvent([{ type: 'PAID', ticketPrice: 1000, depositAmount: 0 }])).toBe(false);
  });

  it('is false for a single FREE tier that asks for a deposit', () => {
    expect(isFreeEvent([{ ...free, depositAmount: 500 }])).toBe(false);
  });
});
