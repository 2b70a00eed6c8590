import { describe, expect, it } from 'vitest';
import { aPayment } from '../../test/fixtures';
import { refundLabel, transactionStatus } from './transaction-text';

describe('transactionStatus', () => {
  it('names each payment status', () => {
    expect(transactionStatus(aPayment({ status: 'OPEN' })).label).toBe('In progress');
    expect(transactionStatus(aPayment({ status: 'EXPIRED' })).label).toBe('Checkout expired');
    expect(transactionStatus(aPayment({ status: 'FAILED' })).label).toBe('Payment failed');
    expect(transactionStatus(aPayment()).label).toBe('Paid');
  });

  it('tells a partial refund from a full one', () => {
    const total = aPayment().amounts.total;
    expect(transactionStatus(aPayment({ refundedAmount: 1000 })).label).toBe('Partially refunded');
    expect(transactionStatus(aPayment({ refundedAmount: total })).label).toBe('Refunded');
  });
});

describe('refundLabel', () => {
  it('says what was refunded and where the refund stands', () => {
    expect(refundLabel({ type: 'DEPOSIT_ONLY', status: 'SUCCEEDED' })).toBe('Deposit refund (refunded)');
    expect(refundLabel({ type: 'FULL', status: 'PENDING' })).toBe('Full refund (on its way)');
  });
});
