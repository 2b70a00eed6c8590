import { describe, expect, it } from 'vitest';
import { remainingQuantity } from './remaining-quantity';

describe('remainingQuantity', () => {
  it('is null for a tier without a limit', () => {
    expect(remainingQuantity({ quantity: null, sold: 40 })).toBeNull();
  });

  it('is the quantity less what was sold, never below 0', () => {
    expect(remainingQuantity({ quantity: 10, sold: 3 })).toBe(7);
    expect(remainingQuantity({ quantity: 10, sold: 10 })).toBe(0);
    expect(remainingQuantity({ quantity: 5, sold: 8 })).toBe(0);
  });
});
