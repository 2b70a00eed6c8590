import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceYearOf } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('pads the sequence to four digits and lets it grow beyond', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('SOC-2026-0001');
    expect(formatInvoiceNumber(2026, 12345)).toBe('SOC-2026-12345');
  });

  it('refuses a sequence below one', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
  });

  it('numbers by the UTC year', () => {
    expect(invoiceYearOf(Date.UTC(2026, 11, 31, 23, 59))).toBe(2026);
    expect(invoiceYearOf(Date.UTC(2027, 0, 1, 0, 0))).toBe(2027);
  });
});
