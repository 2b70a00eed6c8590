import {
  assessCheckIn,
  attendanceProgressStatus,
  canSetAttendanceTakingStatus,
  INACTIVE_RSVP_STATUSES,
  type AttendanceOverview,
  type AttendeeRole,
  type CheckInBody,
  type CheckInRefusal,
  type Rsvp,
  type UpdateAttendanceStatusBody,
} from '@socials/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { rsvps, socials, type RsvpRow, type SocialRow } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { attendanceClosed } from './attendance.events';
import type { ServiceDeps } from '../../http/route-deps';
import { attendanceCounts, lockSocial, moveRsvp, syncAttendanceProgress } from '../rsvps';
import { findVisibleSocial, isHostOrStaff, requireSocialManager, type SocialWithHosts, toRsvp } from '../socials';

async function findHostedSocial(db: Db, viewer: RequestAuth, socialId: string): Promise<SocialWithHosts> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'manage its attendance');
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
export async function getAttendance(db: Db, viewer: RequestAuth, socialId: string): Promise<AttendanceOverview> {
  const social = await findHostedSocial(db, viewer, socialId);
  return overviewOf(social, await attendanceCounts(db, socialId));
}

/** PATCH /socials/{id}/attendance: the host opens, closes, or turns attendance taking on or off (canSetAttendanceTakingStatus). */
export async function updateAttendanceStatus(deps: ServiceDeps, viewer: RequestAuth, socialId: string, body: UpdateAttendanceStatusBody): Promise<AttendanceOverview> {
  const { db } = deps;
  await findHostedSocial(db, viewer, socialId);
  const overview = await db.transaction(async (tx) => {
    const social = await lockSocial(tx, socialId);
    if (!social) throw notFound('Social not found');
    if (social.attendanceStatus !== body.status && !canSetAttendanceTakingStatus(social.attendanceStatus, body.status)) {
      throw conflict(`Attendance taking cannot go from ${social.attendanceStatus} to ${body.status}`);
    }
    const counts = await attendanceCounts(tx, socialId);
    const status = attendanceProgressStatus(body.status, counts);
    const [updated] = await tx.update(socials).set({ attendanceStatus: status, updatedAt: new Date() }).where(eq(socials.id, socialId)).returning();
    // Attendance is settled: whoever holds something by it (deposits) settles it.
    if (status === 'COMPLETED' || status === 'CLOSED') await deps.jobs.publish(tx, attendanceClosed, { socialId });
    return overviewOf(updated ?? social, counts);
  });
  return overview;
}

/** How each refusal of assessCheckIn answers: a second check-in is a conflict, the wrong side a 403, the rest bad input. */
function refusalError(reason: CheckInRefusal, message: string): HttpError {
  if (reason === 'ALREADY_ATTENDED') return conflict(message);
  if (reason === 'WRONG_PERFORMER') return forbidden(message);
  return badRequest(message);
}

/** The RSVP a check-in is about: the scanned ticket (host), or the caller's own RSVP (attendee). */
async function checkInTarget(db: Db, viewer: RequestAuth, social: SocialWithHosts, body: CheckInBody): Promise<{ rsvp: RsvpRow; actor: AttendeeRole }> {
  if (body.method === 'HOST_QRCODE') {
    if (!isHostOrStaff(social, viewer)) throw forbidden("Only the hosts scan attendees' tickets");
    if (!body.code && !body.rsvpId) throw badRequest('Scan a ticket', [{ field: 'body.code', message: "The attendee's ticket code (or rsvpId) is required" }]);
    const [rsvp] = await db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.socialId, social.id), body.code ? eq(rsvps.ticketCode, body.code) : eq(rsvps.id, body.rsvpId ?? '')))
      .limit(1);
    if (!rsvp) throw notFound('No ticket of this event matches');
    return { rsvp, actor: 'HOST' };
  }
  const [rsvp] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, social.id), eq(rsvps.userId, viewer.userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES])))
    .limit(1);
  if (!rsvp) throw forbidden('You have no RSVP for this event');
  return { rsvp, actor: 'ATTENDEE' };
}

/**
 * POST /socials/{id}/rsvps/attendances: one check-in (assessCheckIn decides). ATTENDED is set
 * once: the RSVP is locked, so a second scan, even a simultaneous one, gets 409.
 */
export async function checkIn(db: Db, viewer: RequestAuth, socialId: string, body: CheckInBody): Promise<Rsvp> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const target = await checkInTarget(db, viewer, social, body);
  const row = await db.transaction(async (tx) => {
    const locked = await lockSocial(tx, socialId);
    const [current] = await tx.select().from(rsvps).where(eq(rsvps.id, target.rsvp.id)).for('update');
    if (!locked || !current) throw notFound('RSVP not found');
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
    if (!assessment.ok) throw refusalError(assessment.reason, assessment.message);
    const attended = await moveRsvp(tx, current, 'ATTENDED', { attendedAt: new Date(), attendanceMethod: body.method });
    await syncAttendanceProgress(tx, socialId);
    return attended;
  });
  return toRsvp(row, viewer.userId);
}

