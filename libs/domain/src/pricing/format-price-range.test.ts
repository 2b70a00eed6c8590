import { describe, expect, it } from 'vitest';
import { formatPriceDisplay, formatTierPrice } from './format-price-range';

const free = { type: 'FREE', ticketPrice: 0, depositAmount: 0 } as const;
const paid = (ticketPrice: number) => ({ type: 'PAID', ticketPrice, depositAmount: 0 }) as const;

describe('formatPriceDisplay', () => {
  it('shows the price of a single paid tier', () => {
    expect(formatPriceDisplay([paid(2500)])).toBe('$25');
    expect(formatPriceDisplay([paid(1999)])).toBe('$19.99');
  });

  it('shows Free for a single free tier, or no tier at all', () => {
    expect(formatPriceDisplay([free])).toBe('Free');
    expect(formatPriceDisplay([])).toBe('Free');
  });

  it('shows Free – the highest price when free and paid tiers mix', () => {
    expect(formatPriceDisplay([free, paid(2500), paid(10_000)])).toBe('Free – $100');
  });

  it('shows the lowest price when every tier is paid', () => {
    expect(formatPriceDisplay([paid(10_000), paid(2500)])).toBe('From $25');
  });

  it('shows Free when several tiers are all free', () => {
    expect(formatPriceDisplay([free, free])).toBe('Free');
  });

  it('counts a deposit as money asked for', () => {
    expect(formatPriceDisplay([{ type: 'FREE', ticketPrice: 0, depositAmount: 1000 }])).toBe('$10');
    expect(formatPriceDisplay([free, { type: 'PAID', ticketPrice: 2000, depositAmount: 500 }])).toBe('Free – $25');
  });

  it('treats a PAID tier priced at zero as free', () => {
    expect(formatPriceDisplay([paid(0)])).toBe('Free');
  });
});

describe('formatTierPrice', () => {
  it('names a free tier, a price, and a deposit inside the price', () => {
    expect(formatTierPrice(free)).toBe('Free');
    expect(formatTierPrice(paid(2500))).toBe('$25');
    expect(formatTierPrice({ type: 'PAID', ticketPrice: 2500, depositAmount: 1000 })).toBe('$35 (includes a $10 deposit)');
  });

  it('names the points of a points-only tier', () => {
    expect(formatTierPrice({ ...free, pointsCost: 1500 })).toBe('1,500 points');
    expect(formatTierPrice({ ...free, pointsCost: 1 })).toBe('1 point');
    expect(formatTierPrice({ ...free, pointsCost: 0 })).toBe('Free');
  });
});
