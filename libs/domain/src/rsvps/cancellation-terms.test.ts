import { describe, expect, it } from 'vitest';
import { CancellationWindow } from '../common/enums';
import { cancellationTerms, lateCancellationFrom, type CancellationInput } from './cancellation-terms';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 5, 1, 18, 0);
const paid = { ticketPrice: 2000, depositAmount: 1000 };
const base: CancellationInput = { eventTimestamp: start, now: start - 100 * HOUR, cancellationWindow: 'WITHIN24H', status: 'APPROVED', paid };

describe('lateCancellationFrom', () => {
  it('counts each spec window (WITHIN72H, WITHIN24H, BEFORE3H) back from the start', () => {
    expect(CancellationWindow.options).toEqual(['WITHIN72H', 'WITHIN24H', 'BEFORE3H']);
    expect(lateCancellationFrom(start, 'WITHIN72H')).toBe(start - 72 * HOUR);
    expect(lateCancellationFrom(start, 'WITHIN24H')).toBe(start - 24 * HOUR);
    expect(lateCancellationFrom(start, 'BEFORE3H')).toBe(start - 3 * HOUR);
    expect(lateCancellationFrom(start, null)).toBeNull();
  });
});

describe('cancellationTerms', () => {
  it('refunds everything before the window', () => {
    expect(cancellationTerms({ ...base, now: start - 24 * HOUR - 1 })).toEqual({
      allowed: true,
      isLate: false,
      refundType: 'FULL',
      refundAmount: 3000,
      forfeitedAmount: 0,
    });
  });

  it('keeps the deposit of a late cancel and refunds the ticket only', () => {
    expect(cancellationTerms({ ...base, now: start - 24 * HOUR })).toEqual({
      allowed: true,
      isLate: true,
      refundType: 'TICKET_ONLY',
      refundAmount: 2000,
      forfeitedAmount: 1000,
    });
    expect(cancellationTerms({ ...base, now: start - 1, paid: { ticketPrice: 0, depositAmount: 1000 } })).toMatchObject({
      refundType: null,
      refundAmount: 0,
      forfeitedAmount: 1000,
    });
  });

  it('the same moment is late under one setting and not under another', () => {
    const now = start - 10 * HOUR;
    expect(cancellationTerms({ ...base, now, cancellationWindow: 'WITHIN72H' })).toMatchObject({ isLate: true });
    expect(cancellationTerms({ ...base, now, cancellationWindow: 'BEFORE3H' })).toMatchObject({ isLate: false, refundType: 'FULL' });
    expect(cancellationTerms({ ...base, now, cancellationWindow: null })).toMatchObject({ isLate: false, refundType: 'FULL' });
  });

  it('a late cancel without a deposit, or without a seat, costs nothing', () => {
    const late = start - HOUR;
    expect(cancellationTerms({ ...base, now: late, paid: { ticketPrice: 2000, depositAmount: 0 } })).toMatchObject({
      isLate: true,
      refundType: 'FULL',
      refundAmount: 2000,
    });
    expect(cancellationTerms({ ...base, now: late, status: 'WAITLIST' })).toMatchObject({ isLate: true, refundType: 'FULL', forfeitedAmount: 0 });
    expect(cancellationTerms({ ...base, now: late, paid: { ticketPrice: 0, depositAmount: 0 } })).toMatchObject({ refundType: null, refundAmount: 0 });
  });

  it('is not allowed once the event has started', () => {
    expect(cancellationTerms({ ...base, now: start })).toEqual({ allowed: false, reason: 'EVENT_STARTED' });
  });
});
