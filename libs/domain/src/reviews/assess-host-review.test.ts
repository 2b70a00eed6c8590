import { describe, expect, it } from 'vitest';
import { RsvpStatus } from '../common/enums';
import { assessHostReview, type HostReviewerFacts } from './assess-host-review';

const ended = 1_000_000;
const facts = (overrides: Partial<HostReviewerFacts> = {}): HostReviewerFacts => ({
  rsvpStatus: 'ATTENDED',
  isHost: false,
  isCancelled: false,
  eventEndAt: ended,
  now: ended + 1,
  ...overrides,
});

describe('assessHostReview', () => {
  it('lets a checked-in attendee review once the event has ended, from the very end on', () => {
    expect(assessHostReview(facts())).toEqual({ ok: true });
    expect(assessHostReview(facts({ now: ended }))).toEqual({ ok: true });
  });

  it('refuses before the end, even a checked-in attendee', () => {
    expect(assessHostReview(facts({ now: ended - 1 }))).toMatchObject({ ok: false, reason: 'EVENT_NOT_ENDED' });
  });

  it('refuses every RSVP status but ATTENDED', () => {
    for (const rsvpStatus of RsvpStatus.options.filter((status) => status !== 'ATTENDED')) {
      expect(assessHostReview(facts({ rsvpStatus }))).toMatchObject({ ok: false, reason: 'NOT_CHECKED_IN' });
    }
  });

  it('refuses the hosts of the social, whatever their RSVP, and a cancelled social', () => {
    expect(assessHostReview(facts({ isHost: true }))).toMatchObject({ ok: false, reason: 'OWN_SOCIAL', message: 'Hosts cannot review their own social' });
    expect(assessHostReview(facts({ isCancelled: true }))).toMatchObject({ ok: false, reason: 'SOCIAL_CANCELLED' });
  });
});
