import { describe, expect, it } from 'vitest';
import type { PromoCode } from '@socials/domain';
import { EMPTY_PROMO_CODE_FORM_VALUES, promoCodeFormSchema, promoCodeToFormValues, type PromoCodeFormValues } from './promo-code-form-values';

const ZONE = 'America/New_York';
const schema = promoCodeFormSchema(ZONE);
const read = (changes: Partial<PromoCodeFormValues>) => schema.safeParse({ ...EMPTY_PROMO_CODE_FORM_VALUES, ...changes });
const messagesOf = (changes: Partial<PromoCodeFormValues>) => {
  const result = read(changes);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('promoCodeFormSchema', () => {
  it('upper-cases the code, converts dollars to cents and blanks to null', () => {
    expect(read({ code: ' spring-5 ', discountType: 'AMOUNT', value: '5.25' }).data).toEqual({
      code: 'SPRING-5',
      discountType: 'AMOUNT',
      value: 525,
      tierIds: null,
      usageLimit: null,
      validFrom: null,
      validUntil: null,
    });
  });

  it('keeps a percent as typed, the ticked tiers, the limit and reads times in the social’s zone', () => {
    expect(
      read({ code: 'VIP20', value: '20', tierIds: ['tier-vip'], usageLimit: '10', validFrom: '2026-03-05T19:00', validUntil: '2026-03-06T00:00' }).data,
    ).toEqual({
      code: 'VIP20',
      discountType: 'PERCENT',
      value: 20,
      tierIds: ['tier-vip'],
      usageLimit: 10,
      validFrom: Date.UTC(2026, 2, 6, 0, 0),
      validUntil: Date.UTC(2026, 2, 6, 5, 0),
    });
  });

  it('refuses a percent over 100, a fractional percent and a zero discount', () => {
    expect(messagesOf({ code: 'TOOMUCH', value: '101' })).toEqual({ value: 'A percent discount is at most 100' });
    expect(messagesOf({ code: 'HALF', value: '12.5' })).toEqual({ value: 'Enter a whole percent such as 20' });
    expect(messagesOf({ code: 'ZERO', discountType: 'AMOUNT', value: '0' })).toEqual({ value: 'The discount must be more than 0' });
  });

  it('refuses a bad code, a bad limit and an end before the start', () => {
    expect(messagesOf({ code: 'no spaces', value: '10', usageLimit: '0' })).toEqual({
      code: 'Use 3 to 32 letters, digits, "-" or "_"',
      usageLimit: 'Enter a whole number from 1, or leave it empty',
    });
    expect(Object.keys(messagesOf({ code: 'LATE', value: '10', validFrom: '2026-03-06T00:00', validUntil: '2026-03-05T00:00' }))).toEqual(['validUntil']);
  });
});

describe('promoCodeToFormValues', () => {
  it('shows cents as dollars and times in the social’s zone, and reads back the same', () => {
    const promo: PromoCode = {
      id: 'promo-1',
      socialId: 'social-1',
      code: 'FIVE',
      discountType: 'AMOUNT',
      value: 550,
      tierIds: null,
      usageLimit: 3,
      validFrom: Date.UTC(2026, 2, 6, 0, 0),
      validUntil: null,
      usedCount: 1,
    };
    const values = promoCodeToFormValues(promo, ZONE);
    expect(values).toMatchObject({ value: '5.50', tierIds: [], usageLimit: '3', validFrom: '2026-03-05T19:00', validUntil: '' });
    const { id: _id, socialId: _socialId, usedCount: _usedCount, ...input } = promo;
    expect(schema.parse(values)).toEqual(input);
  });
});
