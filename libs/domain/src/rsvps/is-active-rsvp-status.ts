import type { RsvpStatus } from '../common/enums';

/** Statuses of an RSVP that was never completed or was given up: they do not count as "going". */
export const INACTIVE_RSVP_STATUSES: readonly RsvpStatus[] = ['INITIAL', 'PARTIAL_UPDATE', 'CANCELLED'];

export function isActiveRsvpStatus(status: RsvpStatus): boolean {
  return !INACTIVE_RSVP_STATUSES.includes(status);
}
