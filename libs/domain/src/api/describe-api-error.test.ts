import { describe, expect, it } from 'vitest';
import { describeApiError, GENERIC_ERROR_MESSAGE } from './describe-api-error';

describe('describeApiError', () => {
  it('shows a string as is', () => {
    expect(describeApiError('Seats are gone')).toBe('Seats are gone');
  });

  it('shows error_description for invalid_grant', () => {
    const data = { statusCode: 400, error: 'invalid_grant', message: 'Bad Request', error_description: 'The code has expired' };
    expect(describeApiError({ status: 400, data })).toBe('The code has expired');
  });

  it('shows the message of our ErrorBody rather than its HTTP reason phrase', () => {
    const data = { statusCode: 400, error: 'Bad Request', message: 'Title is required' };
    expect(describeApiError({ status: 400, data })).toBe('Title is required');
    expect(describeApiError(data)).toBe('Title is required');
  });

  it('shows an error that is a sentence first, as the spec orders', () => {
    expect(describeApiError({ status: 409, data: { error: 'This social is full', message: 'Conflict' } })).toBe('This social is full');
  });

  it('falls back to error_description, skipping machine codes', () => {
    expect(describeApiError({ data: { error: 'invalid_request', error_description: 'Email is missing' } })).toBe('Email is missing');
  });

  it('shows the message of a plain Error', () => {
    expect(describeApiError(new Error('Something broke here'))).toBe('Something broke here');
  });

  it('gives the generic message when nothing helpful is there', () => {
    expect(describeApiError(undefined)).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeApiError('')).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeApiError(42)).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeApiError({ status: 500, data: { statusCode: 500, error: 'Internal Server Error' } })).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeApiError({ status: 502, data: '<html>Bad gateway</html>' })).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('gives the generic message for network and parsing failures', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(GENERIC_ERROR_MESSAGE);
    expect(describeApiError({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError' })).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('uses the agreed wording', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('We’re sorry, but something went wrong. Please try again.');
  });
});
