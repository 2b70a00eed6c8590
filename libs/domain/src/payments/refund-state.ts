/** How much of a paid order went back: none, some, or all of it. */
export type RefundState = 'NONE' | 'PARTIAL' | 'FULL';

/** Refunds leave a payment PAID and add to what was refunded: this says how far they went. */
export function refundStateOf(paid: { refunded: number; total: number }): RefundState {
  if (paid.refunded <= 0) return 'NONE';
  return paid.refunded >= paid.total ? 'FULL' : 'PARTIAL';
}
