import {
  formatCurrency,
  orderLines,
  paidPartsOf,
  receiptNumber,
  sumOfParts,
  type Dispute,
  type Payment,
  type PaymentAmounts,
  type PaymentParts,
  type Refund,
} from '@socials/domain';
import type { DisputeRow } from './payment-disputes.repo';
import type { PaymentRow } from './payments.repo';
import type { RefundRow } from './refunds.repo';

/** What a payment took, part by part, as refunds count it (paidPartsOf). */
export function paidParts(row: PaymentRow): PaymentParts {
  return paidPartsOf(amountsOf(row));
}

/** A payment row's amounts, as the contracts name them. */
export function amountsOf(row: PaymentRow): PaymentAmounts {
  return { ticketPrice: row.ticketPriceCents, discount: row.discountCents, deposit: row.depositCents, fees: row.feeCents, total: row.totalCents };
}

/** Refunds that count against a payment: made or on their way (a failed one gave nothing back). */
export function countsAsRefunded(row: RefundRow): boolean {
  return row.status !== 'FAILED';
}

/** The parts of the refunds of one payment, added up. */
export function refundedParts(rows: readonly RefundRow[]): PaymentParts {
  return rows
    .filter(countsAsRefunded)
    .reduce((sum, row) => ({ ticketPrice: sum.ticketPrice + row.ticketPriceCents, deposit: sum.deposit + row.depositCents, fees: sum.fees + row.feeCents }), {
      ticketPrice: 0,
      deposit: 0,
      fees: 0,
    });
}

export function toPayment(row: PaymentRow, refunds: readonly RefundRow[]): Payment {
  const refunded = refundedParts(refunds);
  return {
    id: row.id,
    socialId: row.socialId,
    rsvpId: row.rsvpId,
    userId: row.userId,
    ticketTierId: row.ticketTierId,
    tierName: row.tierName,
    status: row.status,
    provider: row.provider,
    currency: row.currency,
    amounts: amountsOf(row),
    promoCode: row.promoCode,
    refundedAmount: sumOfParts(refunded),
    receiptNumber: receiptNumber(row.receiptSeq, row.createdAt),
    checkoutUrl: row.status === 'OPEN' ? row.checkoutUrl : null,
    failureMessage: row.failureMessage,
    holdExpiresAt: row.holdExpiresAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
    authorizedUntil: row.status === 'AUTHORIZED' ? (row.authorizedUntil?.getTime() ?? null) : null,
    createdAt: row.createdAt.getTime(),
  };
}

export function toRefund(row: RefundRow, rsvpId: string): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    rsvpId,
    type: row.type,
    reason: row.reason,
    note: row.note,
    amount: row.amountCents,
    parts: { ticketPrice: row.ticketPriceCents, deposit: row.depositCents, fees: row.feeCents },
    status: row.status,
    failureMessage: row.failureMessage,
    createdById: row.createdById,
    createdAt: row.createdAt.getTime(),
  };
}

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    socialId: row.socialId,
    paymentId: row.paymentId,
    userId: row.userId,
    source: row.source,
    reason: row.reason,
    details: row.details,
    status: row.status,
    amount: row.amountCents,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** The receipt e-mail: what was paid, line by line (orderLines). */
export function receiptText(payment: Payment, title: string, publicUrl: string): string[] {
  return [
    `Receipt ${payment.receiptNumber} — ${title}`,
    '',
    ...orderLines(payment.amounts, payment.tierName, payment.promoCode).map((line) => `${line.label}: ${formatCurrency(line.cents)}`),
    `Total paid: ${formatCurrency(payment.amounts.total)}`,
    '',
    `Your receipts: ${publicUrl}/accounts/transactions`,
  ];
}
