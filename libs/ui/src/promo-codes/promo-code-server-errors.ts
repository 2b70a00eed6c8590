import type { z } from 'zod';
import { ErrorBody } from '@socials/domain';
import { PROMO_CODE_FORM_FIELDS, type PromoCodeFormField } from './promo-code-form-values';

export interface PromoCodeFieldError {
  field: PromoCodeFormField;
  message: string;
}

export const DUPLICATE_CODE_MESSAGE = 'A promo code with this text already exists';

const PartialErrorBody = ErrorBody.partial();

/** The kit may not import the api client, so it reads a failed call ({ status, data }) by its shape. */
function httpFailure(error: unknown): { status: number; body: z.infer<typeof PartialErrorBody> } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (typeof status !== 'number') return null;
  const body = PartialErrorBody.safeParse(data);
  return { status, body: body.success ? body.data : {} };
}

const formFieldOf = (path: string) => {
  const name = path.replace(/^body\./, '').split('.')[0];
  return PROMO_CODE_FORM_FIELDS.find((field) => field === name) ?? null;
};

/**
 * The errors of a failed save that belong on the form's inputs, in screen order: a 400's
 * fieldErrors ("body.code" → code, "body.tierIds.0" → tierIds), and a 409 (the code is taken) on
 * the code. Empty for any other failure, which the caller reports in a toast.
 */
export function promoCodeServerErrors(error: unknown): PromoCodeFieldError[] {
  const failure = httpFailure(error);
  if (failure?.status === 409) return [{ field: 'code', message: failure.body.message?.trim() || DUPLICATE_CODE_MESSAGE }];
  if (failure?.status !== 400) return [];
  const found = new Map<PromoCodeFormField, string>();
  for (const { field, message } of failure.body.fieldErrors ?? []) {
    const formField = formFieldOf(field);
    if (formField && !found.has(formField)) found.set(formField, message);
  }
  return PROMO_CODE_FORM_FIELDS.filter((field) => found.has(field)).map((field) => ({ field, message: found.get(field)! }));
}
