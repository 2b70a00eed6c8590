import type { FieldPath } from 'react-hook-form';
import { isApiHttpError } from '@socials/api-client';
import { SOCIAL_FORM_FIELDS, type SocialFormValues } from './social-form-schema';

export interface FormFieldError {
  field: FieldPath<SocialFormValues>;
  message: string;
}

/** The form field an error path belongs to: itself, or the first listed field it lies inside ("questionnaire.0.title"). */
const formFieldOf = (name: string) =>
  SOCIAL_FORM_FIELDS.find((field) => name === field || name.startsWith(`${field}.`)) ?? null;

/**
 * The 400 fieldErrors that belong to the form ("body.title" → "title", "body.questionnaire.0.title"
 * stays nested), in the form's order so that the first one is the first on screen.
 */
export function mapServerErrors(error: unknown): FormFieldError[] {
  if (!isApiHttpError(error) || error.status !== 400) return [];
  const found = new Map<string, { order: number; message: string }>();
  for (const { field, message } of error.data.fieldErrors ?? []) {
    const name = field.replace(/^body\./, '');
    const formField = formFieldOf(name);
    if (formField && !found.has(name)) found.set(name, { order: SOCIAL_FORM_FIELDS.indexOf(formField), message });
  }
  return [...found.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([field, { message }]) => ({ field: field as FieldPath<SocialFormValues>, message }));
}
