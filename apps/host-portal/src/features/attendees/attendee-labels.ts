import { ATTENDEE_GRADE_LABELS, type RsvpStatus } from '@socials/domain';
import type { BadgeTone } from '@socials/ui';

/** The grades as the guest list and its CSV export name them. */
export const GRADE_LABELS = ATTENDEE_GRADE_LABELS;

export const STATUS_TONES: Readonly<Record<RsvpStatus, BadgeTone>> = {
  INITIAL: 'neutral',
  PARTIAL_UPDATE: 'neutral',
  PENDING: 'dark',
  APPROVED: 'success',
  ATTENDED: 'info',
  WAITLIST: 'warning',
  REJECTED: 'danger',
  CANCELLED: 'neutral',
  HIDDEN: 'neutral',
};

/** Statuses a host can filter the guest list by (half-done and hidden RSVPs are not guests). */
export const FILTERABLE_STATUSES: readonly RsvpStatus[] = ['PENDING', 'APPROVED', 'WAITLIST', 'REJECTED', 'CANCELLED', 'ATTENDED'];
