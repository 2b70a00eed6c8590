import { describe, expect, it } from 'vitest';
import { refundStateOf } from './refund-state';

describe('refundStateOf', () => {
  it('says none, partial or full from what went back of the total', () => {
    expect(refundStateOf({ refunded: 0, total: 5000 })).toBe('NONE');
    expect(refundStateOf({ refunded: 2000, total: 5000 })).toBe('PARTIAL');
    expect(refundStateOf({ refunded: 5000, total: 5000 })).toBe('FULL');
  });
});
