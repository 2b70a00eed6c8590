import { describe, expect, it } from 'vitest';
import { lowestTicketPrice } from './lowest-ticket-price';

describe('lowestTicketPrice', () => {
  it('is the cheapest tier, free ones included', () => {
    expect(lowestTicketPrice([{ ticketPrice: 2500 }, { ticketPrice: 1500 }])).toBe(1500);
    expect(lowestTicketPrice([{ ticketPrice: 2500 }, { ticketPrice: 0 }])).toBe(0);
  });

  it('is 0 without tiers', () => {
    expect(lowestTicketPrice([])).toBe(0);
  });
});
