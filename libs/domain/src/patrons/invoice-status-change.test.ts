import { describe, expect, it } from 'vitest';
import { refuseInvoiceStatusChange } from './invoice-status-change';

describe('refuseInvoiceStatusChange', () => {
  it('lets an issued invoice be paid or voided, and a repeated change through', () => {
    expect(refuseInvoiceStatusChange('ISSUED', 'PAID')).toBeNull();
    expect(refuseInvoiceStatusChange('ISSUED', 'VOID')).toBeNull();
    expect(refuseInvoiceStatusChange('PAID', 'PAID')).toBeNull();
    expect(refuseInvoiceStatusChange('VOID', 'VOID')).toBeNull();
  });

  it('keeps paid and void invoices as they are', () => {
    expect(refuseInvoiceStatusChange('PAID', 'VOID')).toBe('This invoice is paid: it can no longer be voided');
    expect(refuseInvoiceStatusChange('PAID', 'ISSUED')).toBe('This invoice is paid');
    expect(refuseInvoiceStatusChange('VOID', 'PAID')).toBe('This invoice is void: issue a new one instead');
    expect(refuseInvoiceStatusChange('VOID', 'ISSUED')).toBe('This invoice is void: issue a new one instead');
  });
});
