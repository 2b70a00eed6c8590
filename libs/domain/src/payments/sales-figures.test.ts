import { describe, expect, it } from 'vitest';
import { salesFigures } from './sales-figures';

const none = { ticketPrice: 0, deposit: 0, fees: 0 };

describe('salesFigures', () => {
  it('adds up orders, and takes the fee and the host’s refunded parts off the net', () => {
    const figures = salesFigures([
      { amounts: { total: 7280, discount: 0, fees: 280 }, refunded: none },
      { amounts: { total: 6280, discount: 1000, fees: 280 }, refunded: { ticketPrice: 4000, deposit: 2000, fees: 280 } },
    ]);
    expect(figures).toEqual({ orders: 2, gross: 13560, discounts: 1000, fees: 560, refunded: 6280, net: 7000 });
  });

  it('is all zeros without orders', () => {
    expect(salesFigures([])).toEqual({ orders: 0, gross: 0, discounts: 0, fees: 0, refunded: 0, net: 0 });
  });
});
