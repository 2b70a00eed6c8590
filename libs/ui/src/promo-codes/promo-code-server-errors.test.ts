import { describe, expect, it } from 'vitest';
import { DUPLICATE_CODE_MESSAGE, promoCodeServerErrors } from './promo-code-server-errors';

const badRequest = (fieldErrors: { field: string; message: string }[]) => ({
  status: 400,
  data: { statusCode: 400, error: 'Bad Request', message: 'Invalid body', fieldErrors },
});

describe('promoCodeServerErrors', () => {
  it('places 400 field errors on the form’s inputs, in screen order, one per input', () => {
    expect(
      promoCodeServerErrors(
        badRequest([
          { field: 'body.validUntil', message: 'Must be after the start' },
          { field: 'body.tierIds.1', message: 'Unknown tier' },
          { field: 'body.tierIds.0', message: 'Another' },
          { field: 'body.code', message: 'Too short' },
          { field: 'params.id', message: 'Not an id' },
        ]),
      ),
    ).toEqual([
      { field: 'code', message: 'Too short' },
      { field: 'tierIds', message: 'Unknown tier' },
      { field: 'validUntil', message: 'Must be after the start' },
    ]);
  });

  it('puts a taken code on the code input', () => {
    expect(promoCodeServerErrors({ status: 409, data: { message: 'SPRING is taken' } })).toEqual([{ field: 'code', message: 'SPRING is taken' }]);
    expect(promoCodeServerErrors({ status: 409, data: {} })).toEqual([{ field: 'code', message: DUPLICATE_CODE_MESSAGE }]);
  });

  it('leaves any other failure to the caller', () => {
    expect(promoCodeServerErrors({ status: 500, data: { message: 'Boom' } })).toEqual([]);
    expect(promoCodeServerErrors({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual([]);
    expect(promoCodeServerErrors(badRequest([]))).toEqual([]);
  });
});
