import { isApiHttpError } from '@socials/api-client';
import { SOCIAL_FORM_FIELDS, type SocialFormField } from './social-form-schema';

export interface FormFieldError {
  field: SocialFormField;
  message: string;
}

const isFormField = (name: string): name is SocialFormField => (SOCIAL_FORM_FIELDS as readonly string[]).includes(name);

/**
 * The 400 fieldErrors that belong to one of the form's inputs ("body.title" → "title"),
 * in the form's order so that the first one is the first on screen.
 */
export function mapServerErrors(error: unknown): FormFieldError[] {
  if (!isApiHttpError(error) || error.status !== 400) return [];
  const found = new Map<SocialFormField, string>();
  for (const { field, message } of error.data.fieldErrors ?? []) {
    const name = field.replace(/^body\./, '');
    if (isFormField(name) && !found.has(name)) found.set(name, message);
  }
  return SOCIAL_FORM_FIELDS.filter((field) => found.has(field)).map((field) => ({ field, message: found.get(field) ?? '' }));
}
