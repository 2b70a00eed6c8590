import { z } from 'zod';
import { Coordinate } from '../socials/social.schema';
import { AttendanceMethod, type AttendanceTakingStatus, type AttendeeRole, type RsvpStatus } from '../common/enums';
import { isCheckInOpen } from './attendance-taking-status';
import { haversineDistanceMeters, type LatLng } from './haversine-distance';

/** A radius to offer hosts until they pick one; the spec leaves the GPS radius to the host. */
export const DEFAULT_CHECK_IN_RADIUS_METERS = 200;

/** Who performs a check-in with each method: the host scans the attendee's code, or the attendee checks in. */
export const CHECK_IN_PERFORMER: Readonly<Record<AttendanceMethod, AttendeeRole>> = {
  HOST_QRCODE: 'HOST',
  ATTENDEES_QRCODE: 'ATTENDEE',
  GPS: 'ATTENDEE',
};

/** POST /socials/{id}/rsvps/attendances: one check-in; `position` is required for GPS. */
export const CheckInBody = z
  .object({
    method: AttendanceMethod,
    rsvpId: z.string().uuid().optional().describe('HOST_QRCODE: the RSVP whose code the host scanned'),
    code: z.string().max(200).optional().describe("ATTENDEES_QRCODE: the code read from the host's QR code"),
    position: Coordinate.optional().describe('GPS: where the attendee is'),
  })
  .strict();
export type CheckInBody = z.infer<typeof CheckInBody>;

export interface CheckInInput {
  attendanceStatus: AttendanceTakingStatus;
  /** Methods the host enabled for this social. */
  enabledMethods: readonly AttendanceMethod[];
  method: AttendanceMethod;
  actor: AttendeeRole;
  rsvpStatus: RsvpStatus;
  /** ATTENDEES_QRCODE only: the code the attendee scanned and the one the host's QR code shows. */
  scannedCode?: string | null;
  expectedCode?: string | null;
  /** GPS only. */
  position?: LatLng | null;
  venueCoordinate?: LatLng | null;
  radiusMeters?: number;
}

export type CheckInRefusal =
  | 'ATTENDANCE_NOT_OPEN'
  | 'METHOD_NOT_ENABLED'
  | 'WRONG_PERFORMER'
  | 'ALREADY_ATTENDED'
  | 'NOT_APPROVED'
  | 'WRONG_CODE'
  | 'POSITION_REQUIRED'
  | 'VENUE_HAS_NO_COORDINATE'
  | 'TOO_FAR';

export type CheckInAssessment = { ok: true } | { ok: false; reason: CheckInRefusal; message: string };

const refuse = (reason: CheckInRefusal, message: string): CheckInAssessment => ({ ok: false, reason, message });

/** Whether a position is within the host's radius of the venue (haversine distance). */
export function isWithinCheckInRadius(position: LatLng, venue: LatLng, radiusMeters: number): boolean {
  return haversineDistanceMeters(position, venue) <= radiusMeters;
}

/**
 * Whether a check-in may mark an RSVP ATTENDED: attendance is open, the method is enabled and
 * performed by the right side, the RSVP is APPROVED (ATTENDED is set once, never twice), an
 * attendee's scan read the event's code and, for GPS, the attendee is within the host's radius
 * of the venue.
 */
export function assessCheckIn(input: CheckInInput): CheckInAssessment {
  if (!isCheckInOpen(input.attendanceStatus)) return refuse('ATTENDANCE_NOT_OPEN', 'Attendance taking is not open');
  if (!input.enabledMethods.includes(input.method)) return refuse('METHOD_NOT_ENABLED', 'The host does not take attendance this way');
  if (CHECK_IN_PERFORMER[input.method] !== input.actor) return refuse('WRONG_PERFORMER', 'This check-in is not yours to make');
  if (input.rsvpStatus === 'ATTENDED') return refuse('ALREADY_ATTENDED', 'Attendance is already taken');
  if (input.rsvpStatus !== 'APPROVED') return refuse('NOT_APPROVED', 'Only confirmed attendees can check in');
  if (input.method === 'ATTENDEES_QRCODE' && (!input.expectedCode || input.scannedCode !== input.expectedCode)) {
    return refuse('WRONG_CODE', "This is not the event's check-in code");
  }
  if (input.method !== 'GPS') return { ok: true };
  if (!input.position) return refuse('POSITION_REQUIRED', 'Share your location to check in');
  if (!input.venueCoordinate) return refuse('VENUE_HAS_NO_COORDINATE', 'The venue has no map location to check in against');
  const radius = input.radiusMeters ?? DEFAULT_CHECK_IN_RADIUS_METERS;
  if (!isWithinCheckInRadius(input.position, input.venueCoordinate, radius)) return refuse('TOO_FAR', `Check in within ${radius} m of the venue`);
  return { ok: true };
}
