import { describe, expect, it, vi } from 'vitest';
import { errorStatus, withRetry } from './with-retry';

const noDelay = () => 0;

describe('withRetry', () => {
  it('retries thrown transient failures until one succeeds', async () => {
    const fn = vi.fn<(attempt: number) => Promise<string>>().mockRejectedValueOnce({ status: 503 }).mockResolvedValueOnce('ok');
    await expect(withRetry(fn, { delayMs: noDelay })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 attempts with the last error', async () => {
    const fn = vi.fn(async (attempt: number) => {
      throw { status: 429, attempt };
    });
    await expect(withRetry(fn, { delayMs: noDelay })).rejects.toEqual({ status: 429, attempt: 3 });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('does not retry other failures', async () => {
    const fn = vi.fn(async () => {
      throw { status: 400 };
    });
    await expect(withRetry(fn, { delayMs: noDelay })).rejects.toEqual({ status: 400 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('retries resolved results that stand for failures', async () => {
    const results: { error?: { status: number }; data?: number }[] = [{ error: { status: 504 } }, { error: { status: 524 } }, { data: 1 }];
    const fn = vi.fn(async (attempt: number) => results[attempt - 1]!);
    const result = await withRetry(fn, { delayMs: noDelay, statusOf: (value) => value.error?.status });
    expect(result).toEqual({ data: 1 });
  });

  it('stops once the signal is aborted', async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => {
      controller.abort();
      throw { status: 500 };
    });
    await expect(withRetry(fn, { delayMs: noDelay, signal: controller.signal })).rejects.toEqual({ status: 500 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('errorStatus', () => {
  it('reads the status, or the original one of a parsing error', () => {
    expect(errorStatus({ status: 500 })).toBe(500);
    expect(errorStatus({ status: 'PARSING_ERROR', originalStatus: 502 })).toBe(502);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBe('FETCH_ERROR');
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
