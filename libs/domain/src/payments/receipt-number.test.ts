import { describe, expect, it } from 'vitest';
import { receiptNumber } from './receipt-number';

describe('receiptNumber', () => {
  it('pads the sequence and uses the UTC year', () => {
    expect(receiptNumber(123, new Date('2026-12-31T23:30:00Z'))).toBe('SOC-2026-000123');
    expect(receiptNumber(1_234_567, new Date('2027-01-01T00:00:00Z'))).toBe('SOC-2027-1234567');
  });
});
