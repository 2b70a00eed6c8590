import { DateTime } from 'luxon';
import { refundStateOf, type Payment, type Refund, type RefundState, type RefundStatus, type RefundType } from '@socials/domain';
import type { BadgeTone } from '@socials/ui';

export interface TransactionStatusText {
  label: 'Paid' | 'Refunded' | 'Partially refunded' | 'Checkout expired' | 'In progress' | 'Payment failed' | 'Card held' | 'Not charged';
  tone: BadgeTone;
}

const PAID_STATES: Readonly<Record<RefundState, TransactionStatusText>> = {
  NONE: { label: 'Paid', tone: 'success' },
  PARTIAL: { label: 'Partially refunded', tone: 'warning' },
  FULL: { label: 'Refunded', tone: 'dark' },
};

/** What became of a payment, refunds included (they leave its status PAID and add to refundedAmount). */
export function transactionStatus(payment: Pick<Payment, 'status' | 'refundedAmount' | 'amounts'>): TransactionStatusText {
  switch (payment.status) {
    case 'OPEN':
      return { label: 'In progress', tone: 'info' };
    case 'EXPIRED':
      return { label: 'Checkout expired', tone: 'neutral' };
    case 'FAILED':
      return { label: 'Payment failed', tone: 'danger' };
    case 'AUTHORIZED':
      return { label: 'Card held', tone: 'info' };
    case 'RELEASED':
      return { label: 'Not charged', tone: 'neutral' };
    case 'PAID':
      return PAID_STATES[refundStateOf({ refunded: payment.refundedAmount, total: payment.amounts.total })];
  }
}

const REFUND_TYPES: Readonly<Record<RefundType, string>> = {
  FULL: 'Full refund',
  TICKET_ONLY: 'Ticket price refund',
  DEPOSIT_ONLY: 'Deposit refund',
  CUSTOM: 'Partial refund',
};

const REFUND_STATUSES: Readonly<Record<RefundStatus, string>> = {
  PENDING: 'on its way',
  SUCCEEDED: 'refunded',
  FAILED: 'failed',
};

/** "Deposit refund (refunded)", "Full refund (on its way)". */
export function refundLabel(refund: Pick<Refund, 'type' | 'status'>): string {
  return `${REFUND_TYPES[refund.type]} (${REFUND_STATUSES[refund.status]})`;
}

/** "Mar 1, 2026", in the reader's own zone. */
export function formatPaymentDate(epochMs: number): string {
  return DateTime.fromMillis(epochMs, { locale: 'en-US' }).toFormat('MMM d, yyyy');
}
