import { describe, expect, it } from 'vitest';
import { formatSearchPriceRange } from './format-search-price-range';

const free = { type: 'FREE', ticketPrice: 0, depositAmount: 0 } as const;
const paid = (ticketPrice: number) => ({ type: 'PAID', ticketPrice, depositAmount: 0 }) as const;

// "Search-engine price range: Free, a single price, a low-high range, or Free - highest price."
describe('formatSearchPriceRange', () => {
  it('Free', () => {
    expect(formatSearchPriceRange([])).toBe('Free');
    expect(formatSearchPriceRange([free, free])).toBe('Free');
  });

  it('a single price', () => {
    expect(formatSearchPriceRange([paid(2500)])).toBe('$25');
    expect(formatSearchPriceRange([paid(2500), paid(2500)])).toBe('$25');
  });

  it('a low-high range', () => {
    expect(formatSearchPriceRange([paid(10_000), paid(2550)])).toBe('$25.50 - $100');
  });

  it('Free - highest price', () => {
    expect(formatSearchPriceRange([free, paid(2500), paid(10_000)])).toBe('Free - $100');
  });
});
