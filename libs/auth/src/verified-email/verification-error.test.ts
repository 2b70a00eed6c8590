import { describe, expect, it } from 'vitest';
import { verificationErrorOf } from './verification-error';

const failure = (status: number, message: string, fieldErrors?: { field: string; message: string }[]) => ({
  status,
  data: { statusCode: status, error: 'x', message, ...(fieldErrors ? { fieldErrors } : {}) },
});

describe('verificationErrorOf', () => {
  it('puts a 400 on the submitted field, preferring its own field error', () => {
    expect(verificationErrorOf(failure(400, 'Bad', [{ field: 'body.email', message: 'Use your work e-mail' }]), 'email')).toEqual({
      fieldError: 'Use your work e-mail',
    });
    expect(verificationErrorOf(failure(400, 'The code is wrong'), 'code')).toEqual({ fieldError: 'The code is wrong' });
  });

  it('puts a 409 on the address, or above the code form', () => {
    expect(verificationErrorOf(failure(409, 'Taken'), 'email')).toEqual({ fieldError: 'Taken' });
    expect(verificationErrorOf(failure(409, 'Taken'), 'code')).toEqual({ formError: 'Taken' });
  });

  it('puts 404 and 429 above the form', () => {
    expect(verificationErrorOf(failure(429, 'Too many codes'), 'email')).toEqual({ formError: 'Too many codes' });
    expect(verificationErrorOf(failure(404, 'No such verification'), 'code')).toEqual({ formError: 'No such verification' });
  });

  it('leaves other failures to the general error toast', () => {
    expect(verificationErrorOf(failure(500, 'Boom'), 'email')).toBeNull();
    expect(verificationErrorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'email')).toBeNull();
  });
});
