import type { AttendeeGrade } from '../common/enums';

/** How a host's grade of a guest reads, on the guest list and in its export. */
export const ATTENDEE_GRADE_LABELS: Readonly<Record<AttendeeGrade, string>> = {
  YES_GRADE: 'Yes',
  MAYBE_GRADE: 'Maybe',
  NO_GRADE: 'No',
  UNGRADED: 'Ungraded',
};
