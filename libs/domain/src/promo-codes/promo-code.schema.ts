import { z } from 'zod';
import { MoneyCents, Timestamp } from '../common/common.schema';

export const PromoDiscountType = z.enum(['PERCENT', 'AMOUNT']);
export type PromoDiscountType = z.infer<typeof PromoDiscountType>;

/** Codes are matched case-insensitively: stored and compared upper-case. */
export const PromoCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,32}$/, 'Use 3 to 32 letters, digits, "-" or "_"');

const promoCodeFields = {
  code: PromoCodeText,
  discountType: PromoDiscountType,
  value: z.number().int().positive().describe('PERCENT: whole percent 1-100; AMOUNT: cents off the ticket price'),
  tierIds: z
    .array(z.string().min(1))
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, 'List each tier once')
    .nullable()
    .describe('Tiers the code is for; null for every tier'),
  usageLimit: z.number().int().positive().max(1_000_000).nullable().describe('How many orders may use the code (up to 1,000,000); null for no limit'),
  validFrom: Timestamp.nullable().describe('First instant the code works; null: from now on'),
  validUntil: Timestamp.nullable().describe('Instant the code stops working (exclusive); null: never expires'),
};

type PromoCodeFields = { [K in keyof typeof promoCodeFields]: z.infer<(typeof promoCodeFields)[K]> };

function checkPromoCode(promo: PromoCodeFields, ctx: z.RefinementCtx): void {
  if (promo.discountType === 'PERCENT' && promo.value > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount is at most 100' });
  }
  if (promo.discountType === 'AMOUNT' && !MoneyCents.safeParse(promo.value).success) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount is too large' });
  }
  if (promo.validFrom !== null && promo.validUntil !== null && promo.validFrom >= promo.validUntil) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Must be after the start' });
  }
}

/** POST /socials/{id}/promo-codes, PATCH /promo-codes/{p}: what a host sets. */
export const PromoCodeInput = z
  .object({
    ...promoCodeFields,
    tierIds: promoCodeFields.tierIds.default(null),
    usageLimit: promoCodeFields.usageLimit.default(null),
    validFrom: promoCodeFields.validFrom.default(null),
    validUntil: promoCodeFields.validUntil.default(null),
  })
  .strict()
  .superRefine(checkPromoCode);
export type PromoCodeInput = z.infer<typeof PromoCodeInput>;

/** A promo code as stored and returned: the host's settings plus how many orders used it. */
export const PromoCode = z
  .object({
    id: z.string(),
    socialId: z.string(),
    ...promoCodeFields,
    usedCount: z.number().int().nonnegative(),
  })
  .superRefine(checkPromoCode);
export type PromoCode = z.infer<typeof PromoCode>;

/** The parts of a promo code that decide whether and how much it discounts. */
export type PromoCodeRules = Pick<PromoCodeInput, 'discountType' | 'value' | 'tierIds' | 'usageLimit' | 'validFrom' | 'validUntil'>;
