import {
  AnalyticsEventBatch,
  AnalyticsEventsAccepted,
  ErrorBody,
  HostAnalytics,
  HostSocialFiguresPage,
  IdParams,
  ManagerDashboard,
  ManagerRsvpPage,
  ManagerRsvpQuery,
  PageQuery,
  SocialAnalytics,
  SocialStats,
  StatsSeries,
  StatsSeriesParams,
  StatsTable,
  API_HEADERS,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import {
  getHostAnalytics,
  getManagerDashboard,
  getSocialAnalytics,
  getSocialStats,
  getStatsSeries,
  getStatsTable,
  listHostSocialFigures,
  listRsvpsForStaff,
  recordEvents,
} from './analytics.service';

const tags = ['analytics'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** A batch is at most 50 events of at most 4,000 characters of detail each. */
const EVENT_BATCH_BYTES = 256 * 1024;

/** Analytics: what clients record, a social's statistics, a host's, the platform's. */
export const analyticsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/analytics/events',
    {
      bodyLimit: EVENT_BATCH_BYTES,
      schema: {
        tags,
        summary: "Records a batch of the client's events: social page views, non-GET calls and failed calls (with payload and response, secrets removed)",
        description: `Signed in, or anonymous with the ${API_HEADERS.visitorId} header. Rate-limited per client network; page views of unknown or deleted socials are dropped.`,
        body: AnalyticsEventBatch,
        response: { 202: AnalyticsEventsAccepted, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const accepted = await recordEvents(db, { auth: request.auth, visitorHeader: request.headers[API_HEADERS.visitorId], ip: request.ip }, request.body);
      return reply.code(202).send({ accepted });
    },
  );

  app.get(
    '/socials/:id/stats',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: the funnel (views, started, RSVPs, approved, attended) and the total of each data set',
        security,
        params: IdParams,
        response: { 200: SocialStats, ...errors },
      },
    },
    async (request) => getSocialStats(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/stats/:s/dataCategory/:c',
    {
      schema: {
        tags,
        summary: "Hosts and staff: one data set {s} per day in the social's time zone (c = DAY) or per ticket tier (c = TIER)",
        security,
        params: StatsSeriesParams,
        response: { 200: StatsSeries, ...errors },
      },
    },
    async (request) => getStatsSeries(db, requireUser(request), request.params.id, request.params.s, request.params.c),
  );

  app.get(
    '/socials/:id/tableStats',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: every data set per day (the statistics table and its CSV)',
        security,
        params: IdParams,
        response: { 200: StatsTable, ...errors },
      },
    },
    async (request) => getStatsTable(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/analytics',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: the social with its funnel, data set totals and paid revenue (before refunds)',
        security,
        params: IdParams,
        response: { 200: SocialAnalytics, ...errors },
      },
    },
    async (request) => getSocialAnalytics(db, requireUser(request), request.params.id),
  );

  app.get(
    '/users/:id/host-analytics',
    {
      schema: {
        tags,
        summary: 'The host themself or staff: the funnel, unique visitors and paid revenue across the socials the user hosts',
        security,
        params: IdParams,
        response: { 200: HostAnalytics, ...errors },
      },
    },
    async (request) => getHostAnalytics(db, requireUser(request), request.params.id),
  );

  app.get(
    '/users/:id/host-analytics/socials',
    {
      schema: {
        tags,
        summary: 'The host themself or staff: each social the user hosts with its figures, latest event first, paged',
        security,
        params: IdParams,
        querystring: PageQuery,
        response: { 200: HostSocialFiguresPage, ...errors },
      },
    },
    async (request) => listHostSocialFigures(db, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/manager/dashboard',
    {
      schema: {
        tags,
        summary: "Staff: platform totals (users, socials, RSVPs, paid revenue, public socials awaiting review, last week's views and failed calls)",
        security,
        response: { 200: ManagerDashboard, ...errors },
      },
    },
    async (request) => getManagerDashboard(db, requireUser(request)),
  );

  app.get(
    '/manager/rsvps',
    {
      schema: {
        tags,
        summary: 'Staff: the newest RSVPs of every social, paged, optionally of one status',
        security,
        querystring: ManagerRsvpQuery,
        response: { 200: ManagerRsvpPage, ...errors },
      },
    },
    async (request) => listRsvpsForStaff(db, requireUser(request), request.query),
  );
};
