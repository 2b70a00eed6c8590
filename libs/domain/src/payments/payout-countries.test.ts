import { describe, expect, it } from 'vitest';
import { findPayoutCountry, isPayoutCurrencyOf, PAYOUT_COUNTRIES, PAYOUT_CURRENCIES } from './payout-countries';

describe('payout countries', () => {
  it('lists each country once, by its two-letter code, with a three-letter currency that the currency list holds', () => {
    const codes = PAYOUT_COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of PAYOUT_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.currency).toMatch(/^[a-z]{3}$/);
      expect(PAYOUT_CURRENCIES).toContain(country.currency);
    }
    expect(PAYOUT_CURRENCIES).toEqual([...new Set(PAYOUT_CURRENCIES)].sort());
  });

  it('finds a country by its code in any case, and nothing for a country payouts do not go to', () => {
    expect(findPayoutCountry(' us ')).toEqual({ code: 'US', name: 'United States', currency: 'usd' });
    expect(findPayoutCountry('XX')).toBeNull();
    expect(findPayoutCountry('')).toBeNull();
  });

  it('pays a country in its own currency only', () => {
    expect(isPayoutCurrencyOf('US', 'usd')).toBe(true);
    expect(isPayoutCurrencyOf('de', 'EUR')).toBe(true);
    expect(isPayoutCurrencyOf('GB', 'usd')).toBe(false);
    expect(isPayoutCurrencyOf('XX', 'usd')).toBe(false);
  });
});
