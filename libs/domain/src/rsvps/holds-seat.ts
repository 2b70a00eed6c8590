import type { RsvpStatus } from '../common/enums';

/** RSVPs that take up one of the social's seats (confirmedPax counts them). */
const SEAT_HOLDING_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

export function holdsSeat(status: RsvpStatus): boolean {
  return SEAT_HOLDING_STATUSES.includes(status);
}
