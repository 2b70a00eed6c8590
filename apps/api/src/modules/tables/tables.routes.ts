import {
  BadgeAttendee,
  BadgePdfBody,
  BadgeSettings,
  CreateTableBody,
  ErrorBody,
  Id,
  IdParams,
  MyTable,
  SeatGuestsBody,
  TablePlan,
  UpdateTableBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { renderBadgePdf } from './badge-pdf';
import {
  changeTable,
  createTable,
  getBadgeSettings,
  getMyTable,
  getTablePlan,
  listBadgeAttendees,
  removeTable,
  seatAtTables,
  setBadgeSettings,
} from './tables.service';

const tags = ['tables'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const planners = 'Hosts (of a social whose owner has TABLE_GROUPING) and staff';

/** Table plans, the guest's table, and printable badges and table tents. */
export const tablesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/socials/:id/tables',
    {
      schema: {
        tags,
        summary: `${planners}: the tables with their guests, and the going guests not seated`,
        security,
        params: IdParams,
        response: { 200: TablePlan, ...errors },
      },
    },
    async (request) => getTablePlan(db, requireUser(request), request.params.id),
  );

  app.post(
    '/socials/:id/tables',
    { schema: { tags, summary: `${planners}: add a table`, security, params: IdParams, body: CreateTableBody, response: { 201: TablePlan, ...errors } } },
    async (request, reply) => reply.code(201).send(await createTable(db, requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/socials/:id/tables',
    {
      schema: {
        tags,
        summary: `${planners}: seat guests at tables (tableId null stands them up), or autoFill the tables evenly with every unseated guest`,
        description: '400 names the assignment at fault; 409 when a table would get more guests than seats.',
        security,
        params: IdParams,
        body: SeatGuestsBody,
        response: { 200: TablePlan, ...errors },
      },
    },
    async (request) => seatAtTables(db, requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/tables/:id',
    {
      schema: {
        tags,
        summary: `${planners}: rename a table, change its seats or its place`,
        security,
        params: IdParams,
        body: UpdateTableBody,
        response: { 200: TablePlan, ...errors },
      },
    },
    async (request) => changeTable(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/tables/:id',
    { schema: { tags, summary: `${planners}: remove a table; its guests are unseated`, security, params: IdParams, response: { 200: TablePlan, ...errors } } },
    async (request) => removeTable(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/tables/mine',
    {
      schema: {
        tags,
        summary: "Signed in: the caller's table at the social and who sits with them (first names)",
        security,
        params: IdParams,
        response: { 200: MyTable, ...errors },
      },
    },
    async (request) => getMyTable(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/badges-tents',
    {
      schema: {
        tags,
        summary: `${planners}: what printed badges and table tents show`,
        security,
        params: IdParams,
        response: { 200: BadgeSettings, ...errors },
      },
    },
    async (request) => getBadgeSettings(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/socials/:id/badges-tents',
    {
      schema: {
        tags,
        summary: `${planners}: set what badges and table tents show`,
        security,
        params: IdParams,
        body: BadgeSettings,
        response: { 200: BadgeSettings, ...errors },
      },
    },
    async (request) => setBadgeSettings(db, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/badges-tents/attendees',
    {
      schema: {
        tags,
        summary: `${planners}: the going guests as their badges show them`,
        security,
        querystring: z.object({ socialId: Id }),
        response: { 200: z.object({ data: z.array(BadgeAttendee) }), ...errors },
      },
    },
    async (request) => ({ data: (await listBadgeAttendees(db, requireUser(request), request.query.socialId)).attendees }),
  );

  app.post(
    '/badges-tents/attendees',
    {
      schema: {
        tags,
        summary: `${planners}: the badges (or table tents) as a PDF to print, for these guests or every going guest`,
        security,
        body: BadgePdfBody,
        response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { social, settings, attendees } = await listBadgeAttendees(db, requireUser(request), request.body.socialId, request.body.rsvpIds);
      const layout = request.body.layout ?? settings.layout;
      const pdf = await renderBadgePdf(attendees, settings, social.title, layout);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${layout === 'TENT' ? 'table-tents' : 'badges'}-${social.slug}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
