import { AttendanceOverview, CheckInBody, ErrorBody, IdParams, Rsvp, UpdateAttendanceStatusBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { checkIn, getAttendance, updateAttendanceStatus } from './attendance.service';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const attendanceRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/socials/:id/attendance',
    {
      schema: {
        tags,
        summary: "Hosts and staff: attendance settings, the event's check-in code and the count so far",
        security,
        params: IdParams,
        response: { 200: AttendanceOverview, ...errors },
      },
    },
    async (request) => getAttendance(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/socials/:id/attendance',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: open, close, or turn attendance taking on or off',
        security,
        params: IdParams,
        body: UpdateAttendanceStatusBody,
        response: { 200: AttendanceOverview, ...errors },
      },
    },
    async (request) => updateAttendanceStatus(servicesFor(deps, request), requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/socials/:id/rsvps/attendances',
    {
      schema: {
        tags,
        summary:
          "Check in: a host scans an attendee's ticket (HOST_QRCODE, code = ticketCode, or the 8 characters shown under its QR code in any case or spacing), or the attendee scans the event's code (ATTENDEES_QRCODE) or shares their position (GPS). 409 once attended",
        security,
        params: IdParams,
        body: CheckInBody,
        response: { 200: Rsvp, ...errors },
      },
    },
    async (request) => checkIn(db, requireUser(request), request.params.id, request.body),
  );
};
