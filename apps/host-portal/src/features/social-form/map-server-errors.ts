import type { FieldPath } from 'react-hook-form';
import { mapFieldErrors } from '@socials/api-client';
import { SOCIAL_FORM_FIELDS, type SocialFormValues } from './social-form-schema';

export interface FormFieldError {
  field: FieldPath<SocialFormValues>;
  message: string;
}

/** The 400 fieldErrors that belong to the social form, nested ones kept ("questionnaire.0.title"), first on screen first. */
export function mapServerErrors(error: unknown): FormFieldError[] {
  return mapFieldErrors(error, SOCIAL_FORM_FIELDS) as FormFieldError[];
}
