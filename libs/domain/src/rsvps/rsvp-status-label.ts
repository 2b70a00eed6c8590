import type { RsvpStatus } from '../common/enums';

const LABELS: Record<RsvpStatus, string> = {
  INITIAL: 'Not finished',
  PARTIAL_UPDATE: 'Not finished',
  APPROVED: 'Going',
  CANCELLED: 'Cancelled',
  PENDING: 'Pending approval',
  REJECTED: 'Declined',
  WAITLIST: 'Waitlisted',
  ATTENDED: 'Attended',
  HIDDEN: 'Hidden',
};

/** How an attendee's own RSVP status reads on their ticket. */
export function rsvpStatusLabel(status: RsvpStatus): string {
  return LABELS[status];
}
