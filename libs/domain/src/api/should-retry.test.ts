import { describe, expect, it } from 'vitest';
import { shouldRetry } from './should-retry';

describe('shouldRetry', () => {
  it.each([408, 429, 500, 502, 503, 504, 522, 524])('retries %i while fewer than 3 attempts were made', (status) => {
    expect(shouldRetry(1, status)).toBe(true);
    expect(shouldRetry(2, status)).toBe(true);
    expect(shouldRetry(3, status)).toBe(false);
  });

  it.each([400, 401, 403, 404, 405, 409, 422, 501])('does not retry %i', (status) => {
    expect(shouldRetry(1, status)).toBe(false);
  });

  it('does not retry network failures without a status', () => {
    expect(shouldRetry(1, undefined)).toBe(false);
    expect(shouldRetry(1, 'FETCH_ERROR')).toBe(false);
  });
});
