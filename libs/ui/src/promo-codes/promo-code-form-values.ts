import { z } from 'zod';
import { PromoCodeInput, PromoCodeText, PromoDiscountType, formatLocalDateTime, parseLocalDateTime, type PromoCode } from '@socials/domain';

const WHOLE_NUMBER = /^\d*$/;
const COUNT = /^([1-9]\d*)?$/;
const MONEY = /^(\d+(\.\d{1,2})?)?$/;

/**
 * What the form holds: the contract's field names (so that zod and server errors land on the
 * right input), with the values as the inputs give them: strings, '' for none, the ticked tiers.
 */
export const PromoCodeFormFields = z.object({
  code: PromoCodeText,
  discountType: PromoDiscountType,
  value: z.string().trim(),
  tierIds: z.array(z.string()),
  usageLimit: z.string().trim().regex(COUNT, 'Enter a whole number from 1, or leave it empty'),
  validFrom: z.string(),
  validUntil: z.string(),
});
export type PromoCodeFormValues = z.input<typeof PromoCodeFormFields>;
type ReadValues = z.output<typeof PromoCodeFormFields>;

/** The names of the form's inputs, in screen order, for placing server errors. */
export const PROMO_CODE_FORM_FIELDS = ['code', 'discountType', 'value', 'tierIds', 'usageLimit', 'validFrom', 'validUntil'] as const;
export type PromoCodeFormField = (typeof PROMO_CODE_FORM_FIELDS)[number];

export const EMPTY_PROMO_CODE_FORM_VALUES: PromoCodeFormValues = {
  code: '',
  discountType: 'PERCENT',
  value: '',
  tierIds: [],
  usageLimit: '',
  validFrom: '',
  validUntil: '',
};

/** "12.5" dollars → 1250 cents. */
const centsOf = (dollars: string) => Math.round(Number(dollars) * 100);
const dollarsOf = (cents: number) => (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2);

/**
 * The body the API takes: a percent as typed, dollars as cents, wall-clock times read in the
 * social's zone, blanks as null (no tier chosen means every tier).
 */
export function toPromoCodeInput(values: ReadValues, timezone: string): z.input<typeof PromoCodeInput> {
  return {
    code: values.code,
    discountType: values.discountType,
    value: values.discountType === 'AMOUNT' ? centsOf(values.value) : Number(values.value),
    tierIds: values.tierIds.length === 0 ? null : values.tierIds,
    usageLimit: values.usageLimit === '' ? null : Number(values.usageLimit),
    validFrom: parseLocalDateTime(values.validFrom, timezone),
    validUntil: parseLocalDateTime(values.validUntil, timezone),
  };
}

/**
 * Checks what the inputs must look like before they can be read; the rules of a promo code
 * itself (percent at most 100, until after from…) are PromoCodeInput's, applied to the result.
 */
export function promoCodeFormSchema(timezone: string) {
  return PromoCodeFormFields.superRefine((values, ctx) => {
    const format = values.discountType === 'PERCENT' ? WHOLE_NUMBER : MONEY;
    const example = values.discountType === 'PERCENT' ? 'a whole percent such as 20' : 'an amount such as 5 or 2.50';
    if (values.value === '' || !format.test(values.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `Enter ${example}` });
    } else if (Number(values.value) === 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The discount must be more than 0' });
    }
    for (const field of ['validFrom', 'validUntil'] as const) {
      if (values[field] !== '' && parseLocalDateTime(values[field], timezone) === null) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'Enter a valid date and time' });
      }
    }
  })
    .transform((values) => toPromoCodeInput(values, timezone))
    .pipe(PromoCodeInput);
}

/** An existing promo code as form values, its times shown in the social's zone. */
export function promoCodeToFormValues(promo: PromoCode, timezone: string): PromoCodeFormValues {
  return {
    code: promo.code,
    discountType: promo.discountType,
    value: promo.discountType === 'AMOUNT' ? dollarsOf(promo.value) : String(promo.value),
    tierIds: promo.tierIds ?? [],
    usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
    validFrom: formatLocalDateTime(promo.validFrom, timezone),
    validUntil: formatLocalDateTime(promo.validUntil, timezone),
  };
}
