import { describe, expect, it } from 'vitest';
import { disputeReasonFromProvider, disputeStatusFromProvider, nextDisputeStatus } from './provider-dispute';

describe('provider disputes', () => {
  it('maps Stripe statuses and reasons, unknown ones to OPEN and OTHER', () => {
    expect(disputeStatusFromProvider('needs_response')).toBe('OPEN');
    expect(disputeStatusFromProvider('under_review')).toBe('UNDER_REVIEW');
    expect(disputeStatusFromProvider('won')).toBe('WON');
    expect(disputeStatusFromProvider('lost')).toBe('LOST');
    expect(disputeStatusFromProvider('something_new')).toBe('OPEN');
    expect(disputeReasonFromProvider('duplicate')).toBe('DUPLICATE_CHARGE');
    expect(disputeReasonFromProvider('general')).toBe('OTHER');
  });

  it('does not let a late "open" event reopen a decided dispute', () => {
    expect(nextDisputeStatus('LOST', 'UNDER_REVIEW')).toBe('LOST');
    expect(nextDisputeStatus('WON', 'OPEN')).toBe('WON');
    expect(nextDisputeStatus('UNDER_REVIEW', 'WON')).toBe('WON');
    expect(nextDisputeStatus('OPEN', 'UNDER_REVIEW')).toBe('UNDER_REVIEW');
    expect(nextDisputeStatus(null, 'OPEN')).toBe('OPEN');
  });
});
