export const GENERIC_ERROR_MESSAGE = 'We’re sorry, but something went wrong. Please try again.';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

// RTK Query's own failure kinds: their `error` is a technical string (e.g. "TypeError: Failed to fetch").
const TRANSPORT_FAILURES = new Set(['FETCH_ERROR', 'PARSING_ERROR', 'TIMEOUT_ERROR', 'CUSTOM_ERROR']);

/**
 * Our ErrorBody follows Fastify: `error` is the HTTP reason phrase ("Bad Request") and `message`
 * the sentence written for people. The spec's order (error, then message) comes from bodies whose
 * `error` was that sentence; showing "Bad Request" instead of "Title is required" helps nobody, so a
 * bare reason phrase or an OAuth-style code ("invalid_request") gives way to message and
 * error_description.
 */
const REASON_PHRASES = new Set(
  [
    'Bad Request',
    'Unauthorized',
    'Payment Required',
    'Forbidden',
    'Not Found',
    'Method Not Allowed',
    'Not Acceptable',
    'Proxy Authentication Required',
    'Request Timeout',
    'Conflict',
    'Gone',
    'Length Required',
    'Precondition Failed',
    'Payload Too Large',
    'Content Too Large',
    'URI Too Long',
    'Unsupported Media Type',
    'Range Not Satisfiable',
    'Expectation Failed',
    'Misdirected Request',
    'Unprocessable Entity',
    'Unprocessable Content',
    'Locked',
    'Failed Dependency',
    'Too Early',
    'Upgrade Required',
    'Precondition Required',
    'Too Many Requests',
    'Request Header Fields Too Large',
    'Unavailable For Legal Reasons',
    'Internal Server Error',
    'Not Implemented',
    'Bad Gateway',
    'Service Unavailable',
    'Gateway Timeout',
    'HTTP Version Not Supported',
    'Error',
  ].map((phrase) => phrase.toLowerCase()),
);
const MACHINE_CODE = /^[a-z]+(?:_[a-z]+)+$/;

function isPresentableError(value: string): boolean {
  const trimmed = value.trim();
  return !MACHINE_CODE.test(trimmed) && !REASON_PHRASES.has(trimmed.toLowerCase());
}

/**
 * The text of the general error toast. Accepts whatever a failed call throws: a string,
 * an RTK Query error ({ status, data: ErrorBody }), a bare ErrorBody, or an Error.
 */
export function describeApiError(error: unknown): string {
  if (typeof error === 'string') return text(error) ?? GENERIC_ERROR_MESSAGE;
  if (!isFields(error)) return GENERIC_ERROR_MESSAGE;
  if (typeof error.status === 'string' && TRANSPORT_FAILURES.has(error.status)) return GENERIC_ERROR_MESSAGE;

  const body: Fields = isFields(error.data) ? error.data : error;
  const code = text(body.error);
  const message = text(body.message);
  const description = text(body.error_description);

  if (code === 'invalid_grant') return description ?? message ?? GENERIC_ERROR_MESSAGE;
  if (code && isPresentableError(code)) return code;
  return message ?? description ?? GENERIC_ERROR_MESSAGE;
}
