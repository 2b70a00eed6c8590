import { describe, expect, it } from 'vitest';
import { endedRsvpRefund } from './ended-rsvp-refund';

const cancelled = (cancelledBy: 'ATTENDEE' | 'HOST', refundType: 'FULL' | 'TICKET_ONLY' | null) => ({
  cancelledBy,
  cancelledAt: 0,
  isLate: refundType === 'TICKET_ONLY',
  refundType,
  refundAmount: 0,
  forfeitedAmount: 0,
});

describe('endedRsvpRefund', () => {
  it("refunds an attendee's cancel by its terms, and nothing when none were due", () => {
    expect(endedRsvpRefund({ status: 'CANCELLED', cancellation: cancelled('ATTENDEE', 'TICKET_ONLY') })).toEqual({
      type: 'TICKET_ONLY',
      reason: 'ATTENDEE_ASK_TO_CANCEL',
      note: null,
    });
    expect(endedRsvpRefund({ status: 'CANCELLED', cancellation: cancelled('ATTENDEE', null) })).toBeNull();
  });

  it("refunds a host's cancel and a rejection in full", () => {
    expect(endedRsvpRefund({ status: 'CANCELLED', cancellation: cancelled('HOST', 'FULL') })).toEqual({
      type: 'FULL',
      reason: 'CUSTOM',
      note: 'Cancelled by the host',
    });
    expect(endedRsvpRefund({ status: 'REJECTED', cancellation: null })).toEqual({ type: 'FULL', reason: 'MISTAKENLY_APPROVE', note: null });
  });

  it('refunds nothing for an RSVP that did not end', () => {
    expect(endedRsvpRefund({ status: 'APPROVED', cancellation: null })).toBeNull();
  });
});
