import {
  assessCheckIn,
  attendanceProgressStatus,
  canSetAttendanceTakingStatus,
  isReadableTicketCode,
  normalizeTicketCode,
  type AttendanceOverview,
  type AttendeeRole,
  type CheckInBody,
  type Rsvp,
  type UpdateAttendanceStatusBody,
} from '@socials/domain';
import type { Db } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { ServiceDeps } from '../../core/app-deps';
import { attendanceCounts, findActiveRsvp, findRsvpOfSocial, lockRsvp, lockSocial, moveRsvp, syncAttendanceProgress, type RsvpRow } from '../rsvps';
import { findVisibleSocial, saveAttendanceStatus, toRsvp, type SocialRow, type SocialWithHosts } from '../socials';
import { attendanceClosed } from './attendance.events';
import { attendanceError, checkInRefusalCode } from './attendance.errors';
import { requireAttendanceManager, requireGuest, requireTicketScanner } from './attendance.policy';
import { findRsvpByTicketCode, findRsvpsByTicketCodePrefix, ticketCodeExists } from './attendance.repo';

async function findHostedSocial(db: Db, viewer: Caller, socialId: string): Promise<SocialWithHosts> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireAttendanceManager(viewer, social);
  return social;
}

function overviewOf(social: SocialRow, counts: { attended: number; seatHolders: number }): AttendanceOverview {
  return {
    methods: social.attendanceMethods,
    radiusMeters: social.attendanceRadiusMeters,
    venueCoordinate: social.attendanceCoordinate,
    status: social.attendanceStatus,
    checkInCode: social.checkInCode,
    ...counts,
  };
}

/** GET /socials/{id}/attendance: the settings, the event's check-in code and the count so far (hosts and staff). */
export async function getAttendance(db: Db, viewer: Caller, socialId: string): Promise<AttendanceOverview> {
  const social = await findHostedSocial(db, viewer, socialId);
  return overviewOf(social, await attendanceCounts(db, socialId));
}

/** PATCH /socials/{id}/attendance: the host opens, closes, or turns attendance taking on or off (canSetAttendanceTakingStatus). */
export async function updateAttendanceStatus(
  deps: ServiceDeps,
  viewer: Caller,
  socialId: string,
  body: UpdateAttendanceStatusBody,
): Promise<AttendanceOverview> {
  const { db } = deps;
  await findHostedSocial(db, viewer, socialId);
  return withTransaction(db, async (tx) => {
    const social = await lockSocial(tx, socialId);
    if (!social) throw attendanceError('NOT_FOUND', 'Social not found');
    if (social.attendanceStatus !== body.status && !canSetAttendanceTakingStatus(social.attendanceStatus, body.status)) {
      throw attendanceError('ATTENDANCE_TRANSITION_REFUSED', `Attendance taking cannot go from ${social.attendanceStatus} to ${body.status}`);
    }
    const counts = await attendanceCounts(tx, socialId);
    const status = attendanceProgressStatus(body.status, counts);
    const updated = await saveAttendanceStatus(tx, socialId, status);
    // Attendance is settled: whoever holds something by it (deposits) settles it.
    if (status === 'COMPLETED' || status === 'CLOSED') await deps.jobs.publish(tx, attendanceClosed, { socialId });
    return overviewOf(updated ?? social, counts);
  });
}

/**
 * The RSVP whose ticket the host scanned (the whole code) or typed (the readable code under the
 * QR, readableTicketCode, in any case and spacing). Two tickets of the social sharing the readable
 * code is rare but possible: the host is then asked for the QR code or the name instead.
 */
async function findTicket(db: Db, socialId: string, entered: string): Promise<RsvpRow | null> {
  const code = normalizeTicketCode(entered);
  if (!isReadableTicketCode(code)) {
    const rsvp = await findRsvpByTicketCode(db, socialId, code);
    // A scanned ticket of another event is the door's most common mistake: the host is told so
    // rather than "no such ticket". Only whole codes are checked (they are unique across socials).
    if (!rsvp && (await ticketCodeExists(db, code))) throw attendanceError('TICKET_FOR_ANOTHER_SOCIAL', 'This ticket is for another social');
    return rsvp;
  }
  const matches = await findRsvpsByTicketCodePrefix(db, socialId, code, 2);
  if (matches.length > 1) throw attendanceError('TICKET_CODE_AMBIGUOUS', 'Two tickets share this code: scan the QR code or find the guest by name');
  return matches[0] ?? null;
}

/** The RSVP a check-in is about: the scanned ticket (host), or the caller's own RSVP (attendee). */
async function checkInTarget(db: Db, viewer: Caller, social: SocialWithHosts, body: CheckInBody): Promise<{ rsvp: RsvpRow; actor: AttendeeRole }> {
  if (body.method !== 'HOST_QRCODE') return { rsvp: requireGuest(await findActiveRsvp(db, social.id, viewer.userId)), actor: 'ATTENDEE' };
  requireTicketScanner(viewer, social);
  let rsvp: RsvpRow | null;
  if (body.code) rsvp = await findTicket(db, social.id, body.code);
  else if (body.rsvpId) rsvp = await findRsvpOfSocial(db, social.id, body.rsvpId);
  else
    throw attendanceError('TICKET_CODE_REQUIRED', 'Scan a ticket', {
      fieldErrors: [{ field: 'body.code', message: "The attendee's ticket code (or rsvpId) is required" }],
    });
  if (!rsvp) throw attendanceError('NOT_FOUND', 'No ticket of this event matches');
  return { rsvp, actor: 'HOST' };
}

/**
 * POST /socials/{id}/rsvps/attendances: one check-in (assessCheckIn decides). ATTENDED is set
 * once: the RSVP is locked, so a second scan, even a simultaneous one, gets 409.
 */
export async function checkIn(db: Db, viewer: Caller, socialId: string, body: CheckInBody): Promise<Rsvp> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const target = await checkInTarget(db, viewer, social, body);
  const row = await withTransaction(db, async (tx) => {
    const locked = await lockSocial(tx, socialId);
    const current = await lockRsvp(tx, target.rsvp.id);
    if (!locked || !current) throw attendanceError('NOT_FOUND', 'RSVP not found');
    const assessment = assessCheckIn({
      attendanceStatus: locked.attendanceStatus,
      enabledMethods: locked.attendanceMethods,
      method: body.method,
      actor: target.actor,
      rsvpStatus: current.status,
      scannedCode: body.code ?? null,
      expectedCode: locked.checkInCode,
      position: body.position ?? null,
      venueCoordinate: locked.attendanceCoordinate ?? locked.venueData?.coordinate ?? null,
      radiusMeters: locked.attendanceRadiusMeters,
    });
    if (!assessment.ok) {
      // A second scan says who and when, so the host at the door can tell a shared ticket from a double tap.
      const earlier =
        assessment.reason === 'ALREADY_ATTENDED'
          ? { data: { rsvpId: current.id, userId: current.userId, attendedAt: current.attendedAt?.getTime() ?? null } }
          : {};
      throw attendanceError(checkInRefusalCode(assessment.reason), assessment.message, earlier);
    }
    const attended = await moveRsvp(tx, current, 'ATTENDED', { attendedAt: new Date(), attendanceMethod: body.method });
    await syncAttendanceProgress(tx, socialId);
    return attended;
  });
  return toRsvp(row, viewer.userId);
}
