import { describe, expect, it } from 'vitest';
import { readCheckoutReturn, withoutCheckoutReturn } from './checkout-return-params';

describe('readCheckoutReturn', () => {
  it('reads a success and a cancellation', () => {
    expect(readCheckoutReturn(new URLSearchParams('payment=success&paymentId=p1&receipt=r1'))).toEqual({ outcome: 'success', paymentId: 'p1', receipt: 'r1' });
    expect(readCheckoutReturn(new URLSearchParams('payment=cancelled&paymentId=p1'))).toEqual({ outcome: 'cancelled', paymentId: 'p1', receipt: null });
  });

  it('ignores an address without a payment id or with another outcome', () => {
    expect(readCheckoutReturn(new URLSearchParams(''))).toBeNull();
    expect(readCheckoutReturn(new URLSearchParams('payment=success'))).toBeNull();
    expect(readCheckoutReturn(new URLSearchParams('payment=maybe&paymentId=p1'))).toBeNull();
  });
});

describe('withoutCheckoutReturn', () => {
  it('keeps the other parameters', () => {
    expect(withoutCheckoutReturn(new URLSearchParams('invite=abc&payment=success&paymentId=p1&receipt=r1')).toString()).toBe('invite=abc');
  });
});
