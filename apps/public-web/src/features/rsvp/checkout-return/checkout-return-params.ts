/** The query the payment provider adds to returnPath when it sends the attendee back. */
export const PAYMENT_PARAM = 'payment';
export const PAYMENT_ID_PARAM = 'paymentId';
export const RECEIPT_PARAM = 'receipt';

export interface CheckoutReturnParams {
  outcome: 'success' | 'cancelled';
  paymentId: string;
  /** The server's signature of the payment, with which the page reads it without a session (null on older addresses). */
  receipt: string | null;
}

/** The checkout the attendee comes back from, or null when the address has none. */
export function readCheckoutReturn(params: URLSearchParams): CheckoutReturnParams | null {
  const outcome = params.get(PAYMENT_PARAM);
  const paymentId = params.get(PAYMENT_ID_PARAM)?.trim();
  if (!paymentId || (outcome !== 'success' && outcome !== 'cancelled')) return null;
  return { outcome, paymentId, receipt: params.get(RECEIPT_PARAM)?.trim() || null };
}

/** The same query without the provider's parameters. */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(PAYMENT_PARAM);
  rest.delete(PAYMENT_ID_PARAM);
  rest.delete(RECEIPT_PARAM);
  return rest;
}
