import type { RsvpStatus } from '../common/enums';

export type HostReviewRefusal = 'NOT_CHECKED_IN' | 'EVENT_NOT_ENDED' | 'OWN_SOCIAL' | 'SOCIAL_CANCELLED';

export type HostReviewAssessment = { ok: true } | { ok: false; reason: HostReviewRefusal; message: string };

export interface HostReviewerFacts {
  rsvpStatus: RsvpStatus;
  /** Whether the reviewer is the owner or an accepted co-host of the social. */
  isHost: boolean;
  isCancelled: boolean;
  eventEndAt: number;
  now: number;
}

const refuse = (reason: HostReviewRefusal, message: string): HostReviewAssessment => ({ ok: false, reason, message });

/**
 * Whether an attendee may rate the hosts of a social: only someone who was checked in (their RSVP
 * is ATTENDED), once the event is over, and never a host about their own social. The same rule
 * lets them edit their review later.
 */
export function assessHostReview(facts: HostReviewerFacts): HostReviewAssessment {
  if (facts.isHost) return refuse('OWN_SOCIAL', 'Hosts cannot review their own social');
  if (facts.isCancelled) return refuse('SOCIAL_CANCELLED', 'This social was cancelled');
  if (facts.rsvpStatus !== 'ATTENDED') return refuse('NOT_CHECKED_IN', 'Only attendees who were checked in can review the hosts');
  if (facts.now < facts.eventEndAt) return refuse('EVENT_NOT_ENDED', 'Reviews open once the event is over');
  return { ok: true };
}
