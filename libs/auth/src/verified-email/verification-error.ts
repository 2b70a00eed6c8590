import { isApiHttpError } from '@socials/api-client';

/** Where a failed verification call's message belongs: on the field being submitted, or above the form. */
export interface VerificationError {
  fieldError?: string;
  formError?: string;
}

/**
 * The message of a failed POST /verification/emails (`field` "email") or …/verify ("code"):
 * 400 and, for the address, 409 on the field; 409 on the code step, 404 and 429 above the form.
 * Null when the server gave no error body (the caller shows the general error toast).
 */
export function verificationErrorOf(error: unknown, field: 'email' | 'code'): VerificationError | null {
  if (!isApiHttpError(error) || !error.data.message) return null;
  const { status, data } = error;
  if (status === 400) return { fieldError: data.fieldErrors?.find((fieldError) => fieldError.field === `body.${field}`)?.message ?? data.message };
  if (status === 409 && field === 'email') return { fieldError: data.message };
  if (status === 409 || status === 404 || status === 429) return { formError: data.message };
  return null;
}
