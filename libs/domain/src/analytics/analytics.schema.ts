import { z } from 'zod';
import { Id, PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';
import { RsvpStatus } from '../common/enums';
import { jsonDepth, MAX_ANALYTICS_DETAIL_CHARS, MAX_ANALYTICS_DETAIL_DEPTH, MAX_ANALYTICS_EVENTS_PER_BATCH } from './analytics-limits';

/** The data sets of a social's statistics (spec: analytics data set). */
export const AnalyticsDataSet = z.enum(['PAGE_VIEW', 'RSVP', 'SURVEY_COMPLETED', 'ATTENDANCE', 'UNIQUE_USER', 'PARTIAL_RSVP', 'CAMPAIGN_EMAIL', 'TICKET_TIER']);
export type AnalyticsDataSet = z.infer<typeof AnalyticsDataSet>;

/** How a data set is broken down: per day in the social's time zone, or per ticket tier. */
export const AnalyticsCategory = z.enum(['DAY', 'TIER']);
export type AnalyticsCategory = z.infer<typeof AnalyticsCategory>;

/** What the clients record: a social page shown, a non-GET call, a failed call. */
export const AnalyticsEventType = z.enum(['PAGE_VIEW', 'API_CALL', 'API_FAILURE']);
export type AnalyticsEventType = z.infer<typeof AnalyticsEventType>;

export const AnalyticsEventInput = z
  .object({
    type: AnalyticsEventType,
    socialId: Id.optional().describe('PAGE_VIEW: the social whose page was shown'),
    method: z.string().trim().toUpperCase().max(10).optional(),
    endpoint: z.string().trim().max(500).optional().describe('The called path, without the /api base'),
    status: z.number().int().min(0).max(999).optional().describe("API_FAILURE: the answer's HTTP status (0: no answer)"),
    detail: z
      .record(z.string(), z.unknown())
      .optional()
      // PostgreSQL refuses JSON nested thousands deep (its stack limit), and so does JSON.stringify
      // a few thousand deeper: the depth is measured first, and a detail too deep is not serialised.
      .refine((detail) => detail === undefined || jsonDepth(detail) <= MAX_ANALYTICS_DETAIL_DEPTH, {
        message: `At most ${MAX_ANALYTICS_DETAIL_DEPTH} levels of nesting in detail`,
        abort: true,
      })
      .refine(
        (detail) => detail === undefined || JSON.stringify(detail).length <= MAX_ANALYTICS_DETAIL_CHARS,
        `At most ${MAX_ANALYTICS_DETAIL_CHARS} characters of detail`,
      )
      .describe('The payload, and the response of a failed call, without secrets'),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.type === 'PAGE_VIEW' && !event.socialId) ctx.addIssue({ code: 'custom', path: ['socialId'], message: 'A page view names its social' });
    if (event.type !== 'PAGE_VIEW' && (!event.method || !event.endpoint))
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'A call names its method and endpoint' });
  });
export type AnalyticsEventInput = z.input<typeof AnalyticsEventInput>;

/** POST /analytics/events: a batch of events, signed in or with the visitor id header. */
export const AnalyticsEventBatch = z.object({ events: z.array(AnalyticsEventInput).min(1).max(MAX_ANALYTICS_EVENTS_PER_BATCH) }).strict();
export type AnalyticsEventBatch = z.input<typeof AnalyticsEventBatch>;

export const AnalyticsEventsAccepted = z.object({ accepted: z.number().int() });
export type AnalyticsEventsAccepted = z.infer<typeof AnalyticsEventsAccepted>;

export const FunnelStepName = z.enum(['VIEWS', 'STARTED', 'RSVPS', 'APPROVED', 'ATTENDED']);
export type FunnelStepName = z.infer<typeof FunnelStepName>;

export const FunnelStep = z.object({
  step: FunnelStepName,
  label: z.string(),
  count: z.number().int(),
  /** Share of the step before, in percent rounded to one decimal; null for the first step or after a zero. */
  ofPrevious: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStep>;

export const DataSetTotals = z.record(AnalyticsDataSet, z.number().int());
export type DataSetTotals = z.infer<typeof DataSetTotals>;

/** GET /socials/{id}/stats: the funnel and the total of each data set. */
export const SocialStats = z.object({
  socialId: z.string(),
  timezone: z.string(),
  funnel: z.array(FunnelStep),
  totals: DataSetTotals,
});
export type SocialStats = z.infer<typeof SocialStats>;

export const StatsSeriesParams = z.object({ id: Id, s: AnalyticsDataSet, c: AnalyticsCategory });

export const SeriesPoint = z.object({
  key: z.string().describe('DAY: YYYY-MM-DD in the social\'s zone; TIER: the tier id, or "none"'),
  label: z.string(),
  count: z.number().int(),
});
export type SeriesPoint = z.infer<typeof SeriesPoint>;

/** GET /socials/{id}/stats/{s}/dataCategory/{c}: one data set per day or per tier. */
export const StatsSeries = z.object({ dataSet: AnalyticsDataSet, category: AnalyticsCategory, timezone: z.string(), points: z.array(SeriesPoint) });
export type StatsSeries = z.infer<typeof StatsSeries>;

/** GET /socials/{id}/tableStats: each day that has anything, with every data set's count that day. */
export const StatsTable = z.object({
  timezone: z.string(),
  columns: z.array(AnalyticsDataSet),
  rows: z.array(z.object({ day: z.string(), counts: DataSetTotals })),
});
export type StatsTable = z.infer<typeof StatsTable>;

export const AnalyticsSocial = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  ownerId: z.string(),
  eventTimestamp: Timestamp,
  timezone: z.string(),
  isCancelled: z.boolean(),
});
export type AnalyticsSocial = z.infer<typeof AnalyticsSocial>;

/** GET /socials/{id}/analytics: the social, its funnel and totals, and what it earned. */
export const SocialAnalytics = z.object({
  social: AnalyticsSocial,
  funnel: z.array(FunnelStep),
  totals: DataSetTotals,
  paidRevenueCents: z.number().int(),
  currency: z.string(),
});
export type SocialAnalytics = z.infer<typeof SocialAnalytics>;

/** GET /users/{id}/host-analytics: a host's figures across the socials they host. */
export const HostAnalytics = z.object({
  hostId: z.string(),
  socials: z.number().int(),
  funnel: z.array(FunnelStep),
  uniqueVisitors: z.number().int(),
  paidRevenueCents: z.number().int(),
});
export type HostAnalytics = z.infer<typeof HostAnalytics>;

export const HostSocialFigures = z.object({
  social: AnalyticsSocial,
  views: z.number().int(),
  rsvps: z.number().int(),
  approved: z.number().int(),
  attended: z.number().int(),
  paidRevenueCents: z.number().int(),
});
export type HostSocialFigures = z.infer<typeof HostSocialFigures>;

/** GET /users/{id}/host-analytics/socials: each hosted social with its figures, latest event first, paged. */
export const HostSocialFiguresPage = paged(HostSocialFigures);
export type HostSocialFiguresPage = z.infer<typeof HostSocialFiguresPage>;

/** GET /manager/dashboard: platform totals for staff. */
export const ManagerDashboard = z.object({
  users: z.number().int(),
  socials: z.number().int(),
  upcomingSocials: z.number().int(),
  rsvps: z.number().int(),
  paidRevenueCents: z.number().int(),
  pendingPublicReviews: z.number().int().describe('Public socials waiting for staff approval'),
  pageViewsLast7Days: z.number().int(),
  failedCallsLast7Days: z.number().int(),
});
export type ManagerDashboard = z.infer<typeof ManagerDashboard>;

export const ManagerRsvpQuery = PageQuery.extend({ status: RsvpStatus.optional() });
export type ManagerRsvpQuery = z.input<typeof ManagerRsvpQuery>;

export const ManagerRsvp = z.object({
  id: z.string(),
  status: RsvpStatus,
  createdAt: Timestamp,
  attendedAt: Timestamp.nullable(),
  tierName: z.string().nullable(),
  user: UserSummary,
  social: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
});
export type ManagerRsvp = z.infer<typeof ManagerRsvp>;

/** GET /manager/rsvps: the newest RSVPs across the platform, paged, optionally of one status. */
export const ManagerRsvpPage = paged(ManagerRsvp);
export type ManagerRsvpPage = z.infer<typeof ManagerRsvpPage>;
