import { describe, expect, it } from 'vitest';
import { payoutBalance, payoutDue, payoutTotals } from './payout-balance';

describe('payout totals and balance', () => {
  const payouts = [
    { status: 'PAID', amount: 5000 },
    { status: 'PAID', amount: 2500 },
    { status: 'PENDING', amount: 1000 },
    { status: 'FAILED', amount: 9999 },
  ] as const;

  it('counts paid and pending payouts apart, and a failed one not at all', () => {
    expect(payoutTotals(payouts)).toEqual({ paidOut: 7500, pending: 1000 });
    expect(payoutTotals([])).toEqual({ paidOut: 0, pending: 0 });
  });

  it('leaves as balance what was earned less paid out and pending', () => {
    expect(payoutBalance(12_000, payoutTotals(payouts))).toBe(3500);
    // A refund after a payout: the host owes it back from later sales.
    expect(payoutBalance(8000, payoutTotals(payouts))).toBe(-500);
  });

  it('pays out only the settled earnings not yet sent, never a negative amount', () => {
    expect(payoutDue(10_000, payoutTotals(payouts))).toBe(1500);
    expect(payoutDue(8500, payoutTotals(payouts))).toBe(0);
    expect(payoutDue(8000, payoutTotals(payouts))).toBe(0);
    // Running it again after the payout it decided on was stored finds nothing more to send.
    const afterPayout = payoutTotals([...payouts, { status: 'PENDING', amount: 1500 }]);
    expect(payoutDue(10_000, afterPayout)).toBe(0);
  });
});
