import type { ErrorCode, FieldError } from '@socials/domain';

/**
 * A rule of the domain said no. Services throw it with a code of their area; each module maps its
 * codes to HTTP statuses at the edge (its <area>.errors.ts), and the http layer answers with the
 * mapped status, the code, the message and the field errors. Nothing below the routes knows about HTTP.
 * A module throws through the constructor its errors file makes (`domainErrors`), so only the codes
 * it maps type-check; a bare `new DomainError(...)` must name its code type.
 */
export class DomainError<Code extends ErrorCode = never> extends Error {
  readonly code: Code;
  readonly fieldErrors?: FieldError[];
  /** For refusals that may be asked again later (rate limits). */
  readonly retryAfterSeconds?: number;
  /** What the client needs to explain the refusal (e.g. who checked in earlier, and when). */
  readonly data?: unknown;

  constructor(code: NoInfer<Code>, message: string, extra: DomainErrorExtra = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    if (extra.fieldErrors !== undefined) this.fieldErrors = extra.fieldErrors;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
    if (extra.data !== undefined) this.data = extra.data;
  }
}

export interface DomainErrorExtra {
  fieldErrors?: FieldError[];
  /** For refusals that may be asked again later (rate limits). */
  retryAfterSeconds?: number;
  /** What the client needs to explain the refusal (e.g. who checked in earlier, and when). */
  data?: unknown;
}

/** How a module's codes read over HTTP; each module's map satisfies Partial<ErrorStatuses<ErrorCode>>, the list clients branch on. */
export type ErrorStatuses<Code extends string> = Readonly<Record<Code, number>>;

/** Codes of core itself (paging keys, stored text): shared by every module. */
export const CORE_ERROR_STATUSES = {
  INVALID_PAGE_KEY: 400,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
} as const satisfies Partial<ErrorStatuses<ErrorCode>>;
export type CoreErrorCode = keyof typeof CORE_ERROR_STATUSES;

/**
 * The error constructor of a module: it takes the module's codes and core's, and no others, e.g.
 * `export const mediaError = domainErrors(MEDIA_ERROR_STATUSES)` then `throw mediaError('MEDIA_NOT_FOUND', '...')`.
 */
export function domainErrors<Code extends ErrorCode>(_statuses: ErrorStatuses<Code>) {
  return (code: Code | CoreErrorCode, message: string, extra: DomainErrorExtra = {}) => new DomainError<Code | CoreErrorCode>(code, message, extra);
}

/** Core's own refusals (paging keys, one-time code limits). */
export const coreError = domainErrors(CORE_ERROR_STATUSES);

/**
 * The modules' maps merged into one; a code two modules both claim is a mistake caught at start-up
 * (and by the tests that build the app).
 */
export function mergeErrorStatuses(maps: readonly ErrorStatuses<string>[]): ReadonlyMap<string, number> {
  const merged = new Map<string, number>();
  for (const map of maps) {
    for (const [code, status] of Object.entries(map)) {
      const known = merged.get(code);
      if (known !== undefined && known !== status) throw new Error(`Error code ${code} is mapped to both ${known} and ${status}`);
      merged.set(code, status);
    }
  }
  return merged;
}
