import { describe, expect, it } from 'vitest';
import { PromoCode, PromoCodeInput } from './promo-code.schema';

const messagesOf = (value: unknown) => PromoCodeInput.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('PromoCodeInput contract', () => {
  it('upper-cases and trims the code and fills in the defaults: every tier, no limit, no dates', () => {
    expect(PromoCodeInput.parse({ code: ' early-bird ', discountType: 'PERCENT', value: 20 })).toEqual({
      code: 'EARLY-BIRD',
      discountType: 'PERCENT',
      value: 20,
      tierIds: null,
      usageLimit: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it('refuses codes that are too short, too long or have other characters', () => {
    expect(PromoCodeInput.safeParse({ code: 'AB', discountType: 'AMOUNT', value: 500 }).success).toBe(false);
    expect(PromoCodeInput.safeParse({ code: 'A'.repeat(33), discountType: 'AMOUNT', value: 500 }).success).toBe(false);
    expect(PromoCodeInput.safeParse({ code: 'TEN OFF', discountType: 'AMOUNT', value: 500 }).success).toBe(false);
  });

  it('keeps a percent discount between 1 and 100 and an amount to whole cents', () => {
    expect(PromoCodeInput.safeParse({ code: 'ALL', discountType: 'PERCENT', value: 100 }).success).toBe(true);
    expect(messagesOf({ code: 'TOO', discountType: 'PERCENT', value: 101 })).toEqual(['value: A percent discount is at most 100']);
    expect(messagesOf({ code: 'BIG', discountType: 'AMOUNT', value: 100_000_001 })).toEqual(['value: The amount is too large']);
    expect(PromoCodeInput.safeParse({ code: 'ZERO', discountType: 'AMOUNT', value: 0 }).success).toBe(false);
    expect(PromoCodeInput.safeParse({ code: 'HALF', discountType: 'PERCENT', value: 12.5 }).success).toBe(false);
  });

  it('bounds the usage limit (the fuzz found a 500 at 2^31)', () => {
    expect(PromoCodeInput.safeParse({ code: 'MANY', discountType: 'PERCENT', value: 10, usageLimit: 1_000_000 }).success).toBe(true);
    expect(PromoCodeInput.safeParse({ code: 'MANY', discountType: 'PERCENT', value: 10, usageLimit: 2_147_483_648 }).success).toBe(false);
  });

  it('needs validUntil after validFrom', () => {
    expect(messagesOf({ code: 'WEEK', discountType: 'PERCENT', value: 10, validFrom: 2000, validUntil: 2000 })).toEqual([
      'validUntil: Must be after the start',
    ]);
    expect(PromoCodeInput.safeParse({ code: 'WEEK', discountType: 'PERCENT', value: 10, validFrom: 1000, validUntil: 2000 }).success).toBe(true);
  });

  it('refuses an empty or repeated tier list (null means every tier)', () => {
    expect(PromoCodeInput.safeParse({ code: 'VIP', discountType: 'PERCENT', value: 10, tierIds: [] }).success).toBe(false);
    expect(messagesOf({ code: 'VIP', discountType: 'PERCENT', value: 10, tierIds: ['a', 'a'] })).toEqual(['tierIds: List each tier once']);
  });

  it('refuses fields the host does not set, such as the used count', () => {
    expect(PromoCodeInput.safeParse({ code: 'VIP', discountType: 'PERCENT', value: 10, usedCount: 0 }).success).toBe(false);
  });
});

describe('PromoCode contract', () => {
  it('carries the used count next to the settings', () => {
    const stored = {
      id: 'p1',
      socialId: 's1',
      code: 'VIP',
      discountType: 'AMOUNT',
      value: 500,
      tierIds: ['t1'],
      usageLimit: 10,
      usedCount: 3,
      validFrom: null,
      validUntil: null,
    };
    expect(PromoCode.parse(stored)).toEqual(stored);
    expect(PromoCode.safeParse({ ...stored, usedCount: -1 }).success).toBe(false);
  });
});
