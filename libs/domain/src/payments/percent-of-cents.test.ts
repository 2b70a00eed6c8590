import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfCents } from './percent-of-cents';

describe('percentOfCents', () => {
  it('takes a share of an amount in basis points', () => {
    expect(percentOfCents(10_000, 290)).toBe(290);
    expect(percentOfCents(2500, 1000)).toBe(250);
    expect(percentOfCents(2500, 10_000)).toBe(2500);
    expect(percentOfCents(2500, 0)).toBe(0);
  });

  it('rounds half a cent up and less than half down', () => {
    expect(percentOfCents(5, 1000)).toBe(1); // 0.5 cent
    expect(percentOfCents(4, 1000)).toBe(0); // 0.4 cent
    expect(percentOfCents(15, 1000)).toBe(2); // 1.5 cents
    expect(percentOfCents(1999, 1500)).toBe(300); // 299.85 cents
    expect(percentOfCents(1001, 50)).toBe(5); // 5.005 cents
  });

  it('stays exact on the largest amounts', () => {
    expect(percentOfCents(99_999_999, 5000)).toBe(50_000_000); // 49,999,999.5
    expect(percentOfCents(100_000_000, 1)).toBe(10_000);
  });

  it('refuses fractional or negative input', () => {
    expect(() => percentOfCents(10.5, 100)).toThrow(RangeError);
    expect(() => percentOfCents(-1, 100)).toThrow(RangeError);
    expect(() => percentOfCents(100, 2.5)).toThrow(RangeError);
  });

  it('always yields whole cents within half a cent of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 }), (cents, basisPoints) => {
        const share = percentOfCents(cents, basisPoints);
        expect(Number.isInteger(share)).toBe(true);
        // Compare in units of 1/10000 cent to stay on integers.
        const error = share * 10_000 - cents * basisPoints;
        expect(error).toBeGreaterThan(-5000);
        expect(error).toBeLessThanOrEqual(5000);
        expect(share).toBeLessThanOrEqual(cents);
      }),
    );
  });
});
