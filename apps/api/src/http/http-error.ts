import type { ErrorCode, FieldError } from '@socials/domain';

/** An error meant for the client: the error handler sends it as the ErrorBody with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly error: string;
  readonly code: ErrorCode;
  readonly error_description?: string;
  readonly fieldErrors?: FieldError[];
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    error: string,
    code: ErrorCode,
    message: string,
    extra: { error_description?: string; fieldErrors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.error = error;
    this.code = code;
    if (extra.error_description !== undefined) this.error_description = extra.error_description;
    if (extra.fieldErrors !== undefined) this.fieldErrors = extra.fieldErrors;
    if (extra.headers !== undefined) this.headers = extra.headers;
  }
}

export function badRequest(message: string, fieldErrors?: FieldError[]): HttpError {
  return new HttpError(400, 'Bad Request', 'BAD_REQUEST', message, fieldErrors ? { fieldErrors } : {});
}

export function unauthorized(message = 'Sign in to continue'): HttpError {
  return new HttpError(401, 'Unauthorized', 'UNAUTHENTICATED', message);
}

export function forbidden(message = 'You are not allowed to do this', code: ErrorCode = 'FORBIDDEN'): HttpError {
  return new HttpError(403, 'Forbidden', code, message);
}

export function notFound(message = 'Not found'): HttpError {
  return new HttpError(404, 'Not Found', 'NOT_FOUND', message);
}

export function conflict(message = 'Conflict'): HttpError {
  return new HttpError(409, 'Conflict', 'CONFLICT', message);
}

export function serviceUnavailable(message: string): HttpError {
  return new HttpError(503, 'Service Unavailable', 'SERVICE_UNAVAILABLE', message);
}

/** A provider we depend on (payments) failed: not the caller's fault, worth retrying. */
export function badGateway(message: string): HttpError {
  return new HttpError(502, 'Bad Gateway', 'BAD_GATEWAY', message);
}

export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, 'Too Many Requests', 'RATE_LIMITED', message, { headers: { 'retry-after': String(seconds) } });
}

/** OAuth-style failure of the token endpoints: `error` is the OAuth code, e.g. invalid_grant; `code` ours. */
export function oauthError(statusCode: number, error: string, code: ErrorCode, description: string): HttpError {
  return new HttpError(statusCode, error, code, description, { error_description: description });
}
