import { formatCurrency } from '@socials/domain';

/** Amounts are kept in cents; a currency other than the usual USD is named by its own code. */
export function formatMoney(cents: number, currency: string): string {
  if (currency === 'usd') return formatCurrency(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day the API gives as YYYY-MM-DD (UTC), e.g. "Nov 25, 2026". */
export function formatIsoDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
