import { shouldRetry } from '@socials/domain';

export interface RetryOptions<T> {
  /**
   * The status of a resolved value that stands for a failure. RTK Query results resolve with
   * `{ error }` instead of throwing, so they need this; thrown errors are read from `error.status`.
   */
  statusOf?: (value: T) => number | string | undefined;
  /** Pause before retry number `attempt` (1 for the first retry). */
  delayMs?: (attempt: number) => number;
  signal?: AbortSignal;
}

/** Backs off 1 s, then 2 s: 3 attempts in all, so a user waits at most a few seconds. */
export const defaultRetryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 4000);

export function errorStatus(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown; originalStatus?: unknown };
  if (status === 'PARSING_ERROR' && 'originalStatus' in error) {
    const original = (error as { originalStatus: unknown }).originalStatus;
    return typeof original === 'number' ? original : status;
  }
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` again while the spec's retry rule (shouldRetry) allows. Only for idempotent calls. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions<T> = {}): Promise<T> {
  const delayMs = options.delayMs ?? defaultRetryDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const value = await fn(attempt);
      if (options.signal?.aborted || !shouldRetry(attempt, options.statusOf?.(value))) return value;
    } catch (error) {
      if (options.signal?.aborted || !shouldRetry(attempt, errorStatus(error))) throw error;
    }
    const pause = delayMs(attempt);
    if (pause > 0) await sleep(pause);
  }
}
