import { describe, expect, it } from 'vitest';
import { findActiveRsvp } from './find-active-rsvp';

describe('findActiveRsvp', () => {
  it('returns null when there are no RSVPs', () => {
    expect(findActiveRsvp([])).toBeNull();
  });

  it('skips INITIAL, PARTIAL_UPDATE and CANCELLED RSVPs', () => {
    const rsvps = [
      { id: 'a', status: 'CANCELLED' as const },
      { id: 'b', status: 'INITIAL' as const },
      { id: 'c', status: 'PARTIAL_UPDATE' as const },
    ];
    expect(findActiveRsvp(rsvps)).toBeNull();
  });

  it('returns the first active one, whatever its status', () => {
    const rsvps = [
      { id: 'a', status: 'CANCELLED' as const },
      { id: 'b', status: 'WAITLIST' as const },
      { id: 'c', status: 'APPROVED' as const },
    ];
    expect(findActiveRsvp(rsvps)?.id).toBe('b');
  });
});
