import { describe, expect, it } from 'vitest';
import { promoRejectionMessage } from './promo-rejection-message';

describe('promoRejectionMessage', () => {
  it('says why a code did not apply', () => {
    expect(promoRejectionMessage('EXPIRED')).toBe('This promo code has expired');
    expect(promoRejectionMessage('UNKNOWN_CODE')).toBe('This promo code cannot be used for this ticket');
  });
});
