import type { Payment, PaymentDetail, TicketTier } from '@socials/domain';

export { fakeJwt, freeTier, host, makeSocial, me } from '@socials/domain/testing';

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

/** A paid checkout of paidTier with a $5 promo discount: $45 + $10 deposit + $2.70 fee. */
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
    createdAt: Date.UTC(2026, 2, 1, 17, 0),
    ...changes,
  };
}

/** aPayment() with nothing refunded or disputed yet. */
export function aPaymentDetail(changes: Partial<PaymentDetail> = {}): PaymentDetail {
  return { payment: aPayment(), refunds: [], disputes: [], refundable: { ticketPrice: 4500, deposit: 1000, fees: 270 }, ...changes };
}
