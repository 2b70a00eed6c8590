import { describe, expect, it } from 'vitest';
import { isPaidTicketTier } from './is-paid-ticket-tier';

describe('isPaidTicketTier', () => {
  it('a FREE tier without price or deposit is not paid', () => {
    expect(isPaidTicketTier({ type: 'FREE', ticketPrice: 0, depositAmount: 0 })).toBe(false);
  });

  it('a PAID tier is paid even at price 0', () => {
    expect(isPaidTicketTier({ type: 'PAID', ticketPrice: 0, depositAmount: 0 })).toBe(true);
  });

  it('a price or a deposit makes any tier paid', () => {
    expect(isPaidTicketTier({ type: 'FREE', ticketPrice: 1500, depositAmount: 0 })).toBe(true);
    expect(isPaidTicketTier({ type: 'FREE', ticketPrice: 0, depositAmount: 500 })).toBe(true);
  });
});
