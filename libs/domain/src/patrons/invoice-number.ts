/** The prefix of every invoice number. */
export const INVOICE_NUMBER_PREFIX = 'SOC';

/** SOC-2026-0001: the year of issue and the invoice's place in that year, at least four digits. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) throw new RangeError(`No invoice number for ${year}/${sequence}`);
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The year an invoice issued at `at` is numbered in (UTC: one count for the whole platform). */
export function invoiceYearOf(at: Date | number): number {
  return new Date(at).getUTCFullYear();
}
