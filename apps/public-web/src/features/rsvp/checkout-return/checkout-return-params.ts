/** The query the payment provider adds to returnPath when it sends the attendee back. */
export const PAYMENT_PARAM = 'payment';
export const PAYMENT_ID_PARAM = 'paymentId';

export interface CheckoutReturnParams {
  outcome: 'success' | 'cancelled';
  paymentId: string;
}

/** The checkout the attendee comes back from, or null when the address has none. */
export function readCheckoutReturn(params: URLSearchParams): CheckoutReturnParams | null {
  const outcome = params.get(PAYMENT_PARAM);
  const paymentId = params.get(PAYMENT_ID_PARAM)?.trim();
  if (!paymentId || (outcome !== 'success' && outcome !== 'cancelled')) return null;
  return { outcome, paymentId };
}

/** The same query without the provider's parameters. */
export function withoutCheckoutReturn(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(PAYMENT_PARAM);
  rest.delete(PAYMENT_ID_PARAM);
  return rest;
}
