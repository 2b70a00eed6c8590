import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '@socials/domain';

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
