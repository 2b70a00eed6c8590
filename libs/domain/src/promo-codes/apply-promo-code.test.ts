import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPromoCode } from './apply-promo-code';
import type { PromoCodeRules } from './promo-code.schema';

const now = Date.UTC(2026, 5, 1, 12, 0);
const unused = { usedCount: 0 };
const percent = (value: number): PromoCodeRules => ({ discountType: 'PERCENT', value, tierIds: null, usageLimit: null, validFrom: null, validUntil: null });
const amount = (value: number): PromoCodeRules => ({ ...percent(0), discountType: 'AMOUNT', value });
const ticket = (ticketPrice: number) => ({ tierId: 'general', ticketPrice });

describe('applyPromoCode', () => {
  it('takes a percent or a fixed amount off the ticket price', () => {
    expect(applyPromoCode(ticket(2500), percent(20), now, unused)).toEqual({ applies: true, discount: 500 });
    expect(applyPromoCode(ticket(2500), amount(700), now, unused)).toEqual({ applies: true, discount: 700 });
  });

  it('rounds a percent discount half up to the cent', () => {
    expect(applyPromoCode(ticket(1999), percent(15), now, unused)).toEqual({ applies: true, discount: 300 }); // 299.85
    expect(applyPromoCode(ticket(1990), percent(15), now, unused)).toEqual({ applies: true, discount: 299 }); // 298.5 → 299
    expect(applyPromoCode(ticket(1), percent(50), now, unused)).toEqual({ applies: true, discount: 1 }); // 0.5 → 1
    expect(applyPromoCode(ticket(1), percent(49), now, unused)).toEqual({ applies: true, discount: 0 }); // 0.49 → 0
  });

  it('never discounts more than the price', () => {
    expect(applyPromoCode(ticket(500), amount(700), now, unused)).toEqual({ applies: true, discount: 500 });
    expect(applyPromoCode(ticket(2500), percent(100), now, unused)).toEqual({ applies: true, discount: 2500 });
    expect(applyPromoCode(ticket(0), amount(700), now, unused)).toEqual({ applies: true, discount: 0 });
  });

  it('works from validFrom (inclusive) until validUntil (exclusive)', () => {
    const window = { ...percent(10), validFrom: now, validUntil: now + 1000 };
    expect(applyPromoCode(ticket(2500), window, now - 1, unused)).toEqual({ applies: false, reason: 'NOT_YET_VALID' });
    expect(applyPromoCode(ticket(2500), window, now, unused)).toMatchObject({ applies: true });
    expect(applyPromoCode(ticket(2500), window, now + 999, unused)).toMatchObject({ applies: true });
    expect(applyPromoCode(ticket(2500), window, now + 1000, unused)).toEqual({ applies: false, reason: 'EXPIRED' });
  });

  it('is used up once the orders reach the usage limit', () => {
    const limited = { ...percent(10), usageLimit: 3 };
    expect(applyPromoCode(ticket(2500), limited, now, { usedCount: 2 })).toMatchObject({ applies: true });
    expect(applyPromoCode(ticket(2500), limited, now, { usedCount: 3 })).toEqual({ applies: false, reason: 'USED_UP' });
  });

  it('applies only to the tiers it names', () => {
    const vipOnly = { ...percent(10), tierIds: ['vip'] };
    expect(applyPromoCode(ticket(2500), vipOnly, now, unused)).toEqual({ applies: false, reason: 'NOT_FOR_THIS_TIER' });
    expect(applyPromoCode({ tierId: 'vip', ticketPrice: 2500 }, vipOnly, now, unused)).toEqual({ applies: true, discount: 250 });
  });

  it('reports dates before usage and usage before the tier', () => {
    const everything = { ...percent(10), tierIds: ['vip'], usageLimit: 1, validUntil: now };
    expect(applyPromoCode(ticket(2500), everything, now, { usedCount: 1 })).toEqual({ applies: false, reason: 'EXPIRED' });
    expect(applyPromoCode(ticket(2500), { ...everything, validUntil: null }, now, { usedCount: 1 })).toEqual({ applies: false, reason: 'USED_UP' });
  });

  it('always discounts whole cents between 0 and the price', () => {
    const promo = fc.oneof(fc.integer({ min: 1, max: 100 }).map(percent), fc.integer({ min: 1, max: 100_000_000 }).map(amount));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), promo, (price, rules) => {
        const result = applyPromoCode(ticket(price), rules, now, unused);
        if (!result.applies) throw new Error('an unrestricted code always applies');
        expect(Number.isInteger(result.discount)).toBe(true);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('a larger percent never discounts less', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 99 }), (price, value) => {
        const smaller = applyPromoCode(ticket(price), percent(value), now, unused);
        const larger = applyPromoCode(ticket(price), percent(value + 1), now, unused);
        expect(larger.applies && smaller.applies && larger.discount >= smaller.discount).toBe(true);
      }),
    );
  });
});
