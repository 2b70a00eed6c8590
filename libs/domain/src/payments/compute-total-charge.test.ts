import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PromoCodeRules } from '../promo-codes/promo-code.schema';
import { NO_PLATFORM_FEE } from './platform-fee';
import { TotalChargeRequest, computeTotalCharge, type PromoAtCheckout } from './compute-total-charge';

const now = Date.UTC(2026, 5, 1);
const fees = { percentBasisPoints: 290, fixedCents: 30 };
const tier = { id: 'general', ticketPrice: 2500, depositAmount: 1000 };
const rules: PromoCodeRules = { discountType: 'PERCENT', value: 20, tierIds: null, usageLimit: null, validFrom: null, validUntil: null };
const promo = (overrides: Partial<PromoCodeRules> = {}): PromoAtCheckout => ({ rules: { ...rules, ...overrides }, usedCount: 0, now });

describe('computeTotalCharge', () => {
  it('adds ticket price, deposit and fee for one ticket', () => {
    expect(computeTotalCharge({ tier, fees })).toEqual({ ticketPrice: 2500, discount: 0, deposit: 1000, fees: 103, total: 3603, promoRejection: null });
  });

  it('charges the fee on the discounted price and leaves the deposit alone', () => {
    // 2500 - 500 = 2000; fee 58 + 30.
    expect(computeTotalCharge({ tier, fees, promo: promo() })).toEqual({
      ticketPrice: 2500,
      discount: 500,
      deposit: 1000,
      fees: 88,
      total: 3088,
      promoRejection: null,
    });
  });

  it('charges only the deposit, without a fee, when a promo makes the ticket free', () => {
    expect(computeTotalCharge({ tier, fees, promo: promo({ value: 100 }) })).toMatchObject({ discount: 2500, deposit: 1000, fees: 0, total: 1000 });
    expect(computeTotalCharge({ tier, fees, promo: promo({ discountType: 'AMOUNT', value: 9999 }) })).toMatchObject({ discount: 2500, fees: 0, total: 1000 });
  });

  it('costs nothing for a free tier and no fee for a deposit-only tier', () => {
    expect(computeTotalCharge({ tier: { id: 'free', ticketPrice: 0, depositAmount: 0 }, fees })).toMatchObject({ fees: 0, total: 0 });
    expect(computeTotalCharge({ tier: { id: 'deposit', ticketPrice: 0, depositAmount: 1500 }, fees })).toMatchObject({ fees: 0, total: 1500 });
  });

  it('multiplies price and deposit by the quantity; the promo counts once per order', () => {
    expect(computeTotalCharge({ tier, fees, quantity: 3 })).toMatchObject({ ticketPrice: 7500, deposit: 3000, fees: 248, total: 10_748 });
    // A fixed amount comes off the order once; the fixed fee part is charged once.
    expect(computeTotalCharge({ tier, fees, quantity: 3, promo: promo({ discountType: 'AMOUNT', value: 500 }) })).toMatchObject({
      discount: 500,
      fees: 233,
      total: 10_233,
    });
  });

  it('reports why a promo code did not apply and charges the full price', () => {
    expect(computeTotalCharge({ tier, fees, promo: promo({ validUntil: now }) })).toMatchObject({ discount: 0, total: 3603, promoRejection: 'EXPIRED' });
    expect(computeTotalCharge({ tier, fees, promo: { ...promo({ usageLimit: 5 }), usedCount: 5 } })).toMatchObject({ promoRejection: 'USED_UP' });
    expect(computeTotalCharge({ tier, fees, promo: promo({ tierIds: ['vip'] }) })).toMatchObject({ promoRejection: 'NOT_FOR_THIS_TIER' });
  });

  it('refuses a quantity that is not a positive whole number', () => {
    expect(() => computeTotalCharge({ tier, fees, quantity: 0 })).toThrow(RangeError);
    expect(() => computeTotalCharge({ tier, fees, quantity: 1.5 })).toThrow(RangeError);
  });

  it('total is always the sum of its parts, and no part is negative', () => {
    const promoArb = fc.option(
      fc.oneof(
        fc.record({ discountType: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 100 }) }),
        fc.record({ discountType: fc.constant('AMOUNT' as const), value: fc.integer({ min: 1, max: 100_000_000 }) }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.record({ percentBasisPoints: fc.integer({ min: 0, max: 10_000 }), fixedCents: fc.integer({ min: 0, max: 1000 }) }),
        promoArb,
        (ticketPrice, depositAmount, quantity, feeConfig, discount) => {
          const charge = computeTotalCharge({ tier: { id: 't', ticketPrice, depositAmount }, quantity, fees: feeConfig, promo: discount && promo(discount) });
          expect(charge.total).toBe(charge.ticketPrice - charge.discount + charge.deposit + charge.fees);
          expect(charge.deposit).toBe(depositAmount * quantity);
          expect(charge.discount).toBeLessThanOrEqual(charge.ticketPrice);
          for (const part of Object.values(charge)) if (typeof part === 'number') expect(part).toBeGreaterThanOrEqual(0);
          if (charge.ticketPrice === charge.discount) expect(charge.fees).toBe(0);
        },
      ),
    );
  });

  it('charges nothing beyond the parts when the platform takes no fee', () => {
    expect(computeTotalCharge({ tier, fees: NO_PLATFORM_FEE })).toMatchObject({ fees: 0, total: 3500 });
  });
});

describe('TotalChargeRequest contract', () => {
  it('defaults to one ticket and upper-cases the promo code', () => {
    expect(TotalChargeRequest.parse({ ticketTierId: 't1', promoCode: 'early' })).toEqual({ ticketTierId: 't1', quantity: 1, promoCode: 'EARLY' });
  });

  it('keeps the quantity between 1 and 10', () => {
    expect(TotalChargeRequest.safeParse({ ticketTierId: 't1', quantity: 0 }).success).toBe(false);
    expect(TotalChargeRequest.safeParse({ ticketTierId: 't1', quantity: 11 }).success).toBe(false);
  });
});
