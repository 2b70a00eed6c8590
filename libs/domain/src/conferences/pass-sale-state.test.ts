import { describe, expect, it } from 'vitest';
import { passSaleLabel, passSaleState } from './pass-sale-state';

describe('passSaleState', () => {
  const pass = { remaining: 5, saleStartsAt: 1_000, saleEndsAt: 2_000 };
  it('is on sale inside the window while tickets are left', () => {
    expect(passSaleState(pass, 1_000)).toBe('ON_SALE');
    expect(passSaleState({ remaining: 1, saleStartsAt: null, saleEndsAt: null }, 0)).toBe('ON_SALE');
  });
  it('is not on sale before the window, after it, or when sold out', () => {
    expect(passSaleState(pass, 999)).toBe('NOT_YET');
    expect(passSaleState(pass, 2_000)).toBe('ENDED');
    expect(passSaleState({ ...pass, remaining: 0 }, 1_500)).toBe('SOLD_OUT');
    expect(passSaleLabel('SOLD_OUT')).toBe('Sold out');
  });
});
