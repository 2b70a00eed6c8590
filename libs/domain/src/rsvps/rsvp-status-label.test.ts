import { describe, it, expect } from 'vitest';
import { RsvpStatus } from '../common/enums';
import { rsvpStatusLabel } from './rsvp-status-label';

describe('rsvpStatusLabel', () => {
  it('reads an approved RSVP as going', () => {
    expect(rsvpStatusLabel('APPROVED')).toBe('Going');
    expect(rsvpStatusLabel('PENDING')).toBe('Pending approval');
    expect(rsvpStatusLabel('WAITLIST')).toBe('Waitlisted');
  });

  it('labels every status', () => {
    for (const status of RsvpStatus.options) expect(rsvpStatusLabel(status)).not.toBe('');
  });
});
