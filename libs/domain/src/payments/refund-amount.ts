import type { RefundType } from '../common/enums';
import type { PaymentAmounts } from './payment.schema';
import type { PaymentParts } from './refund-request.schema';

export type RefundRejection =
  | 'NOTHING_TO_REFUND'
  | 'CUSTOM_AMOUNT_REQUIRED'
  | 'CUSTOM_AMOUNT_NOT_ALLOWED'
  | 'CUSTOM_AMOUNT_INVALID'
  | 'CUSTOM_AMOUNT_EXCEEDS_REMAINING';

export type RefundResult = { ok: true; amount: number; parts: PaymentParts } | { ok: false; reason: RefundRejection };

export interface RefundInput {
  type: RefundType;
  paid: PaymentParts;
  /** The parts of earlier refunds of the same payment, added up. */
  alreadyRefunded: PaymentParts;
  customAmount?: number;
}

const PART_NAMES = ['ticketPrice', 'deposit', 'fees'] as const;

/** What an order took, part by part, as refunds count it: the ticket price after the discount, the deposit, the fee. */
export function paidPartsOf(amounts: Pick<PaymentAmounts, 'ticketPrice' | 'discount' | 'deposit' | 'fees'>): PaymentParts {
  return { ticketPrice: amounts.ticketPrice - amounts.discount, deposit: amounts.deposit, fees: amounts.fees };
}

/** The cents of all parts together. */
export const sumOfParts = (parts: PaymentParts): number => parts.ticketPrice + parts.deposit + parts.fees;

/** What is left to refund of each part of a payment; never below 0. */
export function remainingRefundable(paid: PaymentParts, alreadyRefunded: PaymentParts): PaymentParts {
  return {
    ticketPrice: Math.max(0, paid.ticketPrice - alreadyRefunded.ticketPrice),
    deposit: Math.max(0, paid.deposit - alreadyRefunded.deposit),
    fees: Math.max(0, paid.fees - alreadyRefunded.fees),
  };
}

/** Takes `amount` from the remaining parts: ticket price first, then the deposit, the fee last. */
function takeFromParts(amount: number, remaining: PaymentParts): PaymentParts {
  const parts: PaymentParts = { ticketPrice: 0, deposit: 0, fees: 0 };
  let left = amount;
  for (const name of PART_NAMES) {
    parts[name] = Math.min(left, remaining[name]);
    left -= parts[name];
  }
  return parts;
}

function partsFor(type: Exclude<RefundType, 'CUSTOM'>, remaining: PaymentParts): PaymentParts {
  const none: PaymentParts = { ticketPrice: 0, deposit: 0, fees: 0 };
  if (type === 'TICKET_ONLY') return { ...none, ticketPrice: remaining.ticketPrice };
  if (type === 'DEPOSIT_ONLY') return { ...none, deposit: remaining.deposit };
  return remaining;
}

/**
 * How much a refund gives back, split into the parts of the payment so that the server can
 * store them and a later refund never pays a part out twice (a second DEPOSIT_ONLY finds the
 * deposit already gone). FULL: everything still held, the platform fee included, since a full
 * refund undoes the purchase; TICKET_ONLY: the ticket price paid (after any discount);
 * DEPOSIT_ONLY: the deposit; CUSTOM: `customAmount`, taken from the ticket price first, then the
 * deposit, the fee last. No refund exceeds what remains refundable.
 */
export function refundAmount({ type, paid, alreadyRefunded, customAmount }: RefundInput): RefundResult {
  const remaining = remainingRefundable(paid, alreadyRefunded);
  if (type !== 'CUSTOM') {
    if (customAmount !== undefined) return { ok: false, reason: 'CUSTOM_AMOUNT_NOT_ALLOWED' };
    const parts = partsFor(type, remaining);
    const amount = sumOfParts(parts);
    return amount > 0 ? { ok: true, amount, parts } : { ok: false, reason: 'NOTHING_TO_REFUND' };
  }
  if (customAmount === undefined) return { ok: false, reason: 'CUSTOM_AMOUNT_REQUIRED' };
  // Not a positive whole number of cents.
  if (!Number.isInteger(customAmount) || customAmount <= 0) return { ok: false, reason: 'CUSTOM_AMOUNT_INVALID' };
  if (customAmount > sumOfParts(remaining)) return { ok: false, reason: 'CUSTOM_AMOUNT_EXCEEDS_REMAINING' };
  return { ok: true, amount: customAmount, parts: takeFromParts(customAmount, remaining) };
}
