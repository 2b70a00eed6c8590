import type { RsvpStatus } from '../common/enums';
import { isActiveRsvpStatus } from './is-active-rsvp-status';

/** A user's active RSVP on a social: the first one whose status is not INITIAL, PARTIAL_UPDATE or CANCELLED. */
export function findActiveRsvp<T extends { status: RsvpStatus }>(rsvps: readonly T[]): T | null {
  return rsvps.find((rsvp) => isActiveRsvpStatus(rsvp.status)) ?? null;
}
