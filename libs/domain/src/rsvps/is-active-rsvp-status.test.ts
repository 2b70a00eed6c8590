import { describe, expect, it } from 'vitest';
import { RsvpStatus } from '../common/enums';
import { isActiveRsvpStatus } from './is-active-rsvp-status';

describe('isActiveRsvpStatus', () => {
  it.each(['INITIAL', 'PARTIAL_UPDATE', 'CANCELLED'] as const)('%s is not active', (status) => {
    expect(isActiveRsvpStatus(status)).toBe(false);
  });

  it('every other status is active', () => {
    const active = RsvpStatus.options.filter(isActiveRsvpStatus);
    expect(active).toEqual(['APPROVED', 'PENDING', 'REJECTED', 'WAITLIST', 'ATTENDED', 'HIDDEN']);
  });
});
