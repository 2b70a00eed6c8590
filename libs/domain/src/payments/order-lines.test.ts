import { describe, expect, it } from 'vitest';
import { orderLines } from './order-lines';

describe('orderLines', () => {
  it('lists the ticket, then the discount with its code, the deposit and the fees, leaving out what is 0', () => {
    expect(orderLines({ ticketPrice: 5000, discount: 500, deposit: 1000, fees: 270, total: 5770 }, 'VIP', 'EARLY5')).toEqual([
      { label: 'Ticket: VIP', cents: 5000 },
      { label: 'Discount (EARLY5)', cents: -500 },
      { label: 'Deposit', cents: 1000 },
      { label: 'Fees', cents: 270 },
    ]);
    expect(orderLines({ ticketPrice: 5000, discount: 0, deposit: 0, fees: 0, total: 5000 }, 'VIP')).toEqual([{ label: 'Ticket: VIP', cents: 5000 }]);
  });
});
