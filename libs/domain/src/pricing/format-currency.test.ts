import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';

describe('formatCurrency', () => {
  it('shows whole dollars without decimals', () => {
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(2500)).toBe('$25');
    expect(formatCurrency(123_456_700)).toBe('$1,234,567');
  });

  it('shows two decimals otherwise', () => {
    expect(formatCurrency(2550)).toBe('$25.50');
    expect(formatCurrency(1)).toBe('$0.01');
  });

  it('compacts thousands, millions and billions with one decimal, dropping .0', () => {
    expect(formatCurrency(150_000, { compact: true })).toBe('$1.5K');
    expect(formatCurrency(200_000, { compact: true })).toBe('$2K');
    expect(formatCurrency(125_000_000, { compact: true })).toBe('$1.3M');
    expect(formatCurrency(310_000_000_000, { compact: true })).toBe('$3.1B');
  });

  it('rolls over to the next unit when rounding reaches it', () => {
    expect(formatCurrency(99_999_900, { compact: true })).toBe('$1M');
  });

  it('leaves amounts under a thousand as they are when compact', () => {
    expect(formatCurrency(99_950, { compact: true })).toBe('$999.50');
    expect(formatCurrency(5000, { compact: true })).toBe('$50');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatCurrency(-150_000, { compact: true })).toBe('-$1.5K');
    expect(formatCurrency(-2500)).toBe('-$25');
  });
});
