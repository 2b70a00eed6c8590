import { SOCIAL_MANAGER_ERROR_STATUSES } from '../socials';
import type { CheckInRefusal } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The code of each refusal of assessCheckIn. */
export type CheckInRefusalCode = `CHECK_IN_${CheckInRefusal}`;

export function checkInRefusalCode(reason: CheckInRefusal): CheckInRefusalCode {
  return `CHECK_IN_${reason}`;
}

/**
 * The attendance area's refusals and how they read over HTTP: a second
 * check-in is a conflict, checking in for the wrong side a 403, the rest bad input.
 */
export const ATTENDANCE_ERROR_STATUSES = {
  ...SOCIAL_MANAGER_ERROR_STATUSES,
  ATTENDANCE_TRANSITION_REFUSED: 409,
  TICKET_CODE_REQUIRED: 400,
  TICKET_CODE_AMBIGUOUS: 400,
  TICKET_FOR_ANOTHER_SOCIAL: 404,
  CHECK_IN_ATTENDANCE_NOT_OPEN: 400,
  CHECK_IN_METHOD_NOT_ENABLED: 400,
  CHECK_IN_WRONG_PERFORMER: 403,
  CHECK_IN_ALREADY_ATTENDED: 409,
  CHECK_IN_NOT_APPROVED: 400,
  CHECK_IN_WRONG_CODE: 400,
  CHECK_IN_POSITION_REQUIRED: 400,
  CHECK_IN_VENUE_HAS_NO_COORDINATE: 400,
  CHECK_IN_TOO_FAR: 400,
  // Access refusals, decided in the policy.
  NO_RSVP_FOR_EVENT: 403,
} as const satisfies ErrorStatuses<
  'ATTENDANCE_TRANSITION_REFUSED' | 'TICKET_CODE_REQUIRED' | 'TICKET_CODE_AMBIGUOUS' | 'TICKET_FOR_ANOTHER_SOCIAL' | CheckInRefusalCode | 'NO_RSVP_FOR_EVENT'
>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const attendanceError = domainErrors(ATTENDANCE_ERROR_STATUSES);
