/** Whether a pass can be bought now, and why not. */
export type PassSaleState = 'ON_SALE' | 'NOT_YET' | 'ENDED' | 'SOLD_OUT';

export function passSaleState(pass: { remaining: number; saleStartsAt: number | null; saleEndsAt: number | null }, now: number): PassSaleState {
  if (pass.saleStartsAt !== null && now < pass.saleStartsAt) return 'NOT_YET';
  if (pass.saleEndsAt !== null && now >= pass.saleEndsAt) return 'ENDED';
  if (pass.remaining <= 0) return 'SOLD_OUT';
  return 'ON_SALE';
}

const LABELS: Record<PassSaleState, string> = { ON_SALE: 'On sale', NOT_YET: 'Not on sale yet', ENDED: 'Sale ended', SOLD_OUT: 'Sold out' };

export const passSaleLabel = (state: PassSaleState): string => LABELS[state];
