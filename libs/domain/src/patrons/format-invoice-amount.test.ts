import { describe, expect, it } from 'vitest';
import { formatInvoiceAmount } from './format-invoice-amount';

describe('formatInvoiceAmount', () => {
  it('writes minor units in the currency', () => {
    expect(formatInvoiceAmount(150000, 'USD')).toBe('$1,500.00');
    expect(formatInvoiceAmount(999, 'EUR')).toBe('€9.99');
    expect(formatInvoiceAmount(5, 'GBP')).toBe('£0.05');
  });
});
