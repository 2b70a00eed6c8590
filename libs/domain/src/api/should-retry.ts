/** Statuses worth another try (timeouts, rate limits, transient server and proxy failures). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504, 522, 524];

/** Most attempts in total, the first one included. */
export const MAX_ATTEMPTS = 3;

/**
 * Whether a failed call should be tried again.
 * `attempt` counts the attempts already made (1 after the first failure).
 */
export function shouldRetry(attempt: number, status: number | string | undefined): boolean {
  return attempt < MAX_ATTEMPTS && typeof status === 'number' && RETRYABLE_STATUSES.includes(status);
}
