import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody, ErrorCode } from '@socials/domain';

/** What a failed call gives back (and what `unwrap()` throws). */
export type ApiError = FetchBaseQueryError;

/** A failure the server answered, with our JSON error body (possibly partial). */
export interface ApiHttpError {
  status: number;
  data: Partial<ErrorBody>;
}

export function isApiHttpError(error: unknown): error is ApiHttpError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { data?: unknown }).data === 'object' &&
    (error as { data?: unknown }).data !== null
  );
}

/**
 * The code the server refused a call with (ErrorBody.code), or null when there is no answer to read
 * (the network failed, a proxy sent a page of its own). Pages branch on this, never on the message,
 * which is written for people and may change.
 */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!isApiHttpError(error)) return null;
  const code = error.data.code;
  return typeof code === 'string' && code !== '' ? (code as ErrorCode) : null;
}
