/**
 * The countries a host's bank account may be in, with the currency paid out there: countries where
 * Stripe Connect pays out to a local bank account, each in its local currency.
 */
export const PAYOUT_COUNTRIES = [
  { code: 'AU', name: 'Australia', currency: 'aud' },
  { code: 'AT', name: 'Austria', currency: 'eur' },
  { code: 'BE', name: 'Belgium', currency: 'eur' },
  { code: 'CA', name: 'Canada', currency: 'cad' },
  { code: 'DK', name: 'Denmark', currency: 'dkk' },
  { code: 'FI', name: 'Finland', currency: 'eur' },
  { code: 'FR', name: 'France', currency: 'eur' },
  { code: 'DE', name: 'Germany', currency: 'eur' },
  { code: 'IE', name: 'Ireland', currency: 'eur' },
  { code: 'IT', name: 'Italy', currency: 'eur' },
  { code: 'JP', name: 'Japan', currency: 'jpy' },
  { code: 'LU', name: 'Luxembourg', currency: 'eur' },
  { code: 'NL', name: 'Netherlands', currency: 'eur' },
  { code: 'NZ', name: 'New Zealand', currency: 'nzd' },
  { code: 'NO', name: 'Norway', currency: 'nok' },
  { code: 'PT', name: 'Portugal', currency: 'eur' },
  { code: 'SG', name: 'Singapore', currency: 'sgd' },
  { code: 'ES', name: 'Spain', currency: 'eur' },
  { code: 'SE', name: 'Sweden', currency: 'sek' },
  { code: 'CH', name: 'Switzerland', currency: 'chf' },
  { code: 'GB', name: 'United Kingdom', currency: 'gbp' },
  { code: 'US', name: 'United States', currency: 'usd' },
] as const satisfies readonly { code: string; name: string; currency: string }[];

export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];

/** The currencies paid out, each once, in alphabetical order. */
export const PAYOUT_CURRENCIES: readonly string[] = [...new Set(PAYOUT_COUNTRIES.map((country) => country.currency))].sort();

/** The payout country of a two-letter code (any case), or null when payouts do not go there. */
export function findPayoutCountry(code: string): PayoutCountry | null {
  const upper = code.trim().toUpperCase();
  return PAYOUT_COUNTRIES.find((country) => country.code === upper) ?? null;
}

/** Whether a bank account in `countryCode` can be paid in `currency` (codes in any case). */
export function isPayoutCurrencyOf(countryCode: string, currency: string): boolean {
  return findPayoutCountry(countryCode)?.currency === currency.trim().toLowerCase();
}
