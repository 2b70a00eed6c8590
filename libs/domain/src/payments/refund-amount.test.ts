import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RefundType } from '../common/enums';
import { refundAmount, remainingRefundable } from './refund-amount';
import type { PaymentParts } from './refund-request.schema';

const paid: PaymentParts = { ticketPrice: 2000, deposit: 1000, fees: 88 };
const nothing: PaymentParts = { ticketPrice: 0, deposit: 0, fees: 0 };

describe('refundAmount', () => {
  it('FULL gives back everything, fee included', () => {
    expect(refundAmount({ type: 'FULL', paid, alreadyRefunded: nothing })).toEqual({ ok: true, amount: 3088, parts: paid });
  });

  it('TICKET_ONLY and DEPOSIT_ONLY give back their own part', () => {
    expect(refundAmount({ type: 'TICKET_ONLY', paid, alreadyRefunded: nothing })).toEqual({ ok: true, amount: 2000, parts: { ...nothing, ticketPrice: 2000 } });
    expect(refundAmount({ type: 'DEPOSIT_ONLY', paid, alreadyRefunded: nothing })).toEqual({ ok: true, amount: 1000, parts: { ...nothing, deposit: 1000 } });
  });

  it('CUSTOM takes from the ticket price, then the deposit, the fee last', () => {
    expect(refundAmount({ type: 'CUSTOM', paid, alreadyRefunded: nothing, customAmount: 500 })).toEqual({
      ok: true,
      amount: 500,
      parts: { ...nothing, ticketPrice: 500 },
    });
    expect(refundAmount({ type: 'CUSTOM', paid, alreadyRefunded: nothing, customAmount: 2500 })).toEqual({
      ok: true,
      amount: 2500,
      parts: { ticketPrice: 2000, deposit: 500, fees: 0 },
    });
    expect(refundAmount({ type: 'CUSTOM', paid, alreadyRefunded: nothing, customAmount: 3088 })).toEqual({ ok: true, amount: 3088, parts: paid });
  });

  it('never pays out a part twice', () => {
    const depositBack = { ...nothing, deposit: 1000 };
    expect(refundAmount({ type: 'DEPOSIT_ONLY', paid, alreadyRefunded: depositBack })).toEqual({ ok: false, reason: 'NOTHING_TO_REFUND' });
    expect(refundAmount({ type: 'FULL', paid, alreadyRefunded: depositBack })).toEqual({ ok: true, amount: 2088, parts: { ...paid, deposit: 0 } });
    expect(refundAmount({ type: 'FULL', paid, alreadyRefunded: paid })).toEqual({ ok: false, reason: 'NOTHING_TO_REFUND' });
  });

  it('has nothing to refund of a part that was never paid', () => {
    const depositOnly = { ticketPrice: 0, deposit: 1500, fees: 0 };
    expect(refundAmount({ type: 'TICKET_ONLY', paid: depositOnly, alreadyRefunded: nothing })).toEqual({ ok: false, reason: 'NOTHING_TO_REFUND' });
  });

  it('a CUSTOM refund needs a positive whole amount no larger than what remains', () => {
    const custom = (customAmount?: number) => refundAmount({ type: 'CUSTOM', paid, alreadyRefunded: { ...nothing, ticketPrice: 2000 }, customAmount });
    expect(custom()).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_REQUIRED' });
    expect(custom(0)).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_INVALID' });
    expect(custom(-100)).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_INVALID' });
    expect(custom(10.5)).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_INVALID' });
    expect(custom(1089)).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_EXCEEDS_REMAINING' });
    expect(custom(1088)).toEqual({ ok: true, amount: 1088, parts: { ticketPrice: 0, deposit: 1000, fees: 88 } });
  });

  it('refuses an amount on a refund that is not CUSTOM', () => {
    expect(refundAmount({ type: 'FULL', paid, alreadyRefunded: nothing, customAmount: 100 })).toEqual({ ok: false, reason: 'CUSTOM_AMOUNT_NOT_ALLOWED' });
  });

  const partsArb = fc.record({
    ticketPrice: fc.integer({ min: 0, max: 100_000_000 }),
    deposit: fc.integer({ min: 0, max: 100_000_000 }),
    fees: fc.integer({ min: 0, max: 3_000_000 }),
  });
  const requestArb = fc.record({ type: fc.constantFrom(...RefundType.options), customAmount: fc.integer({ min: 1, max: 250_000_000 }) });

  it('any run of refunds never gives back more than was paid, part by part', () => {
    fc.assert(
      fc.property(partsArb, fc.array(requestArb, { maxLength: 8 }), (paidParts, requests) => {
        let refunded = { ...nothing };
        for (const request of requests) {
          const result = refundAmount({
            type: request.type,
            paid: paidParts,
            alreadyRefunded: refunded,
            customAmount: request.type === 'CUSTOM' ? request.customAmount : undefined,
          });
          if (!result.ok) continue;
          expect(result.amount).toBeGreaterThan(0);
          expect(result.amount).toBe(result.parts.ticketPrice + result.parts.deposit + result.parts.fees);
          refunded = {
            ticketPrice: refunded.ticketPrice + result.parts.ticketPrice,
            deposit: refunded.deposit + result.parts.deposit,
            fees: refunded.fees + result.parts.fees,
          };
        }
        expect(refunded.ticketPrice).toBeLessThanOrEqual(paidParts.ticketPrice);
        expect(refunded.deposit).toBeLessThanOrEqual(paidParts.deposit);
        expect(refunded.fees).toBeLessThanOrEqual(paidParts.fees);
      }),
    );
  });

  it('FULL after any refunds gives back exactly what is left', () => {
    fc.assert(
      fc.property(partsArb, partsArb, (paidParts, earlier) => {
        const left = remainingRefundable(paidParts, earlier);
        const result = refundAmount({ type: 'FULL', paid: paidParts, alreadyRefunded: earlier });
        const total = left.ticketPrice + left.deposit + left.fees;
        expect(result).toEqual(total > 0 ? { ok: true, amount: total, parts: left } : { ok: false, reason: 'NOTHING_TO_REFUND' });
      }),
    );
  });
});

describe('remainingRefundable', () => {
  it('is what was paid less what was refunded, never below 0', () => {
    expect(remainingRefundable(paid, { ticketPrice: 500, deposit: 1200, fees: 0 })).toEqual({ ticketPrice: 1500, deposit: 0, fees: 88 });
  });
});
