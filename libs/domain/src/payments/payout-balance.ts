import type { PayoutStatus } from './payout.schema';

/** What a host's payouts in one currency add up to: sent to the bank, and on their way. */
export interface PayoutTotals {
  paidOut: number;
  pending: number;
}

/** Adds up payouts by status; a FAILED payout sent nothing, so its money is still in the balance. */
export function payoutTotals(payouts: readonly { status: PayoutStatus; amount: number }[]): PayoutTotals {
  return payouts.reduce(
    (totals, payout) => {
      if (payout.status === 'PAID') return { ...totals, paidOut: totals.paidOut + payout.amount };
      if (payout.status === 'PENDING') return { ...totals, pending: totals.pending + payout.amount };
      return totals;
    },
    { paidOut: 0, pending: 0 },
  );
}

/** The host's balance: what they earned, less what was paid out and what is on its way. Negative when refunds came after a payout. */
export function payoutBalance(earned: number, totals: PayoutTotals): number {
  return earned - totals.paidOut - totals.pending;
}

/**
 * What a payout sends now: the earnings of socials that are over (settled), less every payout
 * already sent or on its way; nothing when that is not above zero (refunds after a payout are
 * taken from the next one).
 */
export function payoutDue(settledEarned: number, totals: PayoutTotals): number {
  return Math.max(0, payoutBalance(settledEarned, totals));
}
