import { describe, expect, it } from 'vitest';
import { errorCodeOf } from './api-error';

describe('errorCodeOf', () => {
  it('reads the code of the server’s error answer', () => {
    const failure = { status: 409, data: { statusCode: 409, error: 'Conflict', code: 'CHECK_IN_ALREADY_ATTENDED', message: 'Already attended' } };
    expect(errorCodeOf(failure)).toBe('CHECK_IN_ALREADY_ATTENDED');
  });

  it('is null when there is no answer to read', () => {
    expect(errorCodeOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeNull();
    expect(errorCodeOf({ status: 502, data: { message: '' } })).toBeNull();
    expect(errorCodeOf(new Error('boom'))).toBeNull();
    expect(errorCodeOf(undefined)).toBeNull();
  });
});
