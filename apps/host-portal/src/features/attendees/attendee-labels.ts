import type { AttendeeGrade, RsvpStatus } from '@socials/domain';
import type { BadgeTone } from '@socials/ui';

export const GRADE_LABELS: Readonly<Record<AttendeeGrade, string>> = {
  YES_GRADE: 'Yes',
  MAYBE_GRADE: 'Maybe',
  NO_GRADE: 'No',
  UNGRADED: 'Ungraded',
};

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
