import type { Payment, PaymentDetail, Refund, TicketTier, TotalCharge, Transaction } from '../index';

/** $50 ticket with a $10 deposit. */
export const paidTier: TicketTier = {
  id: 'tier-vip',
  name: 'VIP',
  type: 'PAID',
  ticketPrice: 5000,
  depositAmount: 1000,
  quantity: 20,
  remainingQuantity: 16,
};

/** What paidTier costs without a promo code: $50 + $10 deposit + $3 fee. */
export function aTotalCharge(changes: Partial<TotalCharge> = {}): TotalCharge {
  return { ticketPrice: 5000, discount: 0, deposit: 1000, fees: 300, total: 6300, promoRejection: null, ...changes };
}

/** A paid checkout of paidTier by `me` with a $5 promo discount: $45 + $10 deposit + $2.70 fee. */
export function aPayment(changes: Partial<Payment> = {}): Payment {
  return {
    id: 'payment-1',
    socialId: '11111111-1111-4111-8111-111111111111',
    rsvpId: 'rsvp-1',
    userId: 'user-1',
    ticketTierId: paidTier.id,
    tierName: paidTier.name,
    status: 'PAID',
    provider: 'TEST',
    currency: 'usd',
    amounts: { ticketPrice: 5000, discount: 500, deposit: 1000, fees: 270, total: 5770 },
    promoCode: 'EARLY5',
    refundedAmount: 0,
    receiptNumber: 'SOC-2026-000123',
    checkoutUrl: null,
    failureMessage: null,
    holdExpiresAt: Date.UTC(2026, 2, 1, 17, 15),
    paidAt: Date.UTC(2026, 2, 1, 17, 5),
    authorizedUntil: null,
    createdAt: Date.UTC(2026, 2, 1, 17, 0),
    ...changes,
  };
}

/** The deposit of aPayment() given back. */
export function aRefund(changes: Partial<Refund> = {}): Refund {
  return {
    id: 'refund-1',
    paymentId: 'payment-1',
    rsvpId: 'rsvp-1',
    type: 'DEPOSIT_ONLY',
    reason: 'CUSTOM',
    note: null,
    amount: 1000,
    parts: { ticketPrice: 0, deposit: 1000, fees: 0 },
    status: 'SUCCEEDED',
    failureMessage: null,
    createdById: null,
    createdAt: Date.UTC(2026, 2, 9, 12, 0),
    ...changes,
  };
}

/** aPayment() for makeSocial()'s social, with no refund. */
export function aTransaction(changes: Partial<Transaction> = {}): Transaction {
  return {
    payment: aPayment(),
    refunds: [],
    social: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Founders Dinner',
      slug: 'founders-dinner',
      href: '/socials/founders-dinner',
      eventTimestamp: Date.UTC(2026, 2, 8, 23, 0),
      timezone: 'America/New_York',
    },
    ...changes,
  };
}

/** aPayment() with nothing refunded or disputed yet. */
export function aPaymentDetail(changes: Partial<PaymentDetail> = {}): PaymentDetail {
  return { payment: aPayment(), refunds: [], disputes: [], refundable: { ticketPrice: 4500, deposit: 1000, fees: 270 }, ...changes };
}
