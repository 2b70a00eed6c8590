import {
  AnalyticsDataSet,
  fillDaySeries,
  funnelOfPeople,
  localDayOf,
  redactSecrets,
  shapeFunnel,
  type AnalyticsCategory,
  type AnalyticsEventBatch,
  type HostAnalytics,
  type HostSocialFiguresPage,
  type ManagerDashboard,
  type ManagerRsvpPage,
  type ManagerRsvpQuery,
  type PageQuery,
  type SeriesPoint,
  type SocialAnalytics,
  type SocialStats,
  type StatsSeries,
  type StatsTable,
} from '@socials/domain';
import type { Db } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { countRequest, type RequestLimit } from '../../core/rate-limit';
import type { Caller } from '../../core/caller';
import { findSocialRow, isHostOrStaff, requireSocialManager } from '../socials';
import {
  countDataSetPerDay,
  countDataSetPerTier,
  countDataSets,
  countPlatform,
  findAnalyticsSocial,
  hasTierBreakdown,
  insertAnalyticsEvents,
  listFunnelFacts,
  listHostedSocialIds,
  listHostedSocialsPage,
  listLiveSocialIds,
  listRsvpsPage,
  listTiersOfSocial,
  sumPaidRevenue,
  userExists,
  type AnalyticsSocialRow,
  type NewAnalyticsEvent,
} from './analytics.repo';
import { requireHostThemselfOrStaff, requireStaff } from './analytics.policy';
import { toAnalyticsSocial, toManagerRsvp } from './analytics.views';
import { analyticsError } from './analytics.errors';

/** A browser sends a batch about once a second while something happens; twice that is plenty. */
const EVENT_BATCHES: RequestLimit = { name: 'analytics-events', limit: 120, windowSeconds: 60, noun: 'analytics batches' };

const VISITOR_ID = /^[\w-]{1,100}$/;

/** Who sent a batch of events. */
export interface EventSender {
  auth: Caller | null;
  /** The visitor id header, as sent. */
  visitorHeader: string | string[] | undefined;
  ip: string;
}

/**
 * Stores a client's batch in one multi-row insert (no buffer in the process: two API instances
 * need nothing shared). Page views of a social that does not exist or was deleted are dropped.
 */
export async function recordEvents(db: Db, sender: EventSender, batch: AnalyticsEventBatch): Promise<number> {
  const visitorId =
    typeof sender.visitorHeader === 'string' && VISITOR_ID.test(sender.visitorHeader)
      ? sender.visitorHeader
      : sender.auth
        ? `user-${sender.auth.userId}`
        : null;
  if (!visitorId) {
    throw analyticsError('ANALYTICS_VISITOR_REQUIRED', 'Anonymous events need the visitor id header', {
      fieldErrors: [{ field: 'headers.x-visitor-id', message: 'Send the visitor id, or sign in' }],
    });
  }
  await countRequest(db, EVENT_BATCHES, sender.ip);
  const socialIds = await listLiveSocialIds(db, [...new Set(batch.events.flatMap((event) => (event.socialId ? [event.socialId] : [])))]);
  const rows: NewAnalyticsEvent[] = batch.events
    .filter((event) => event.type !== 'PAGE_VIEW' || (event.socialId !== undefined && socialIds.has(event.socialId)))
    .map((event) => ({
      type: event.type,
      socialId: event.type === 'PAGE_VIEW' ? event.socialId : null,
      userId: sender.auth?.userId ?? null,
      visitorId,
      method: event.method ?? null,
      endpoint: event.endpoint ?? null,
      status: event.status ?? null,
      detail: event.detail ? (redactSecrets(event.detail) as Record<string, unknown>) : null,
    }));
  await insertAnalyticsEvents(db, rows);
  return rows.length;
}

async function requireManagedSocial(db: Db, viewer: Caller, socialId: string): Promise<AnalyticsSocialRow> {
  const social = await findSocialRow(db, socialId);
  // A deleted social is gone for everyone but its hosts and staff.
  if (!social || (social.isDeleted && !isHostOrStaff(social, viewer))) throw analyticsError('NOT_FOUND', 'Social not found');
  requireSocialManager(viewer, social, 'see its statistics');
  const row = await findAnalyticsSocial(db, socialId);
  if (!row) throw analyticsError('NOT_FOUND', 'Social not found');
  return row;
}

async function funnelOf(db: Db, socialIds: readonly string[]) {
  return shapeFunnel(funnelOfPeople(await listFunnelFacts(db, socialIds)));
}

export async function getSocialStats(db: Db, viewer: Caller, socialId: string): Promise<SocialStats> {
  const social = await requireManagedSocial(db, viewer, socialId);
  const [totals, funnel] = await Promise.all([countDataSets(db, [social.id]), funnelOf(db, [social.id])]);
  return { socialId: social.id, timezone: social.timezone, funnel, totals };
}

export async function getSocialAnalytics(db: Db, viewer: Caller, socialId: string): Promise<SocialAnalytics> {
  const social = await requireManagedSocial(db, viewer, socialId);
  const [totals, revenue] = await Promise.all([countDataSets(db, [social.id]), sumPaidRevenue(db, [social.id])]);
  return {
    social: toAnalyticsSocial(social),
    funnel: await funnelOf(db, [social.id]),
    totals,
    paidRevenueCents: revenue.get(social.id) ?? 0,
    currency: 'usd',
  };
}

/** A series runs to today while the event is ahead, to the event's day once it has begun (later counts extend it). */
function seriesEnd(social: AnalyticsSocialRow, now: number): string {
  return localDayOf(Math.min(now, social.eventAt.getTime()), social.timezone);
}

export async function getStatsSeries(
  db: Db,
  viewer: Caller,
  socialId: string,
  dataSet: AnalyticsDataSet,
  category: AnalyticsCategory,
  now = Date.now(),
): Promise<StatsSeries> {
  const social = await requireManagedSocial(db, viewer, socialId);
  const points =
    category === 'DAY'
      ? fillDaySeries(await countDataSetPerDay(db, dataSet, [social.id], social.timezone), seriesEnd(social, now))
      : await tierPoints(db, dataSet, social.id);
  return { dataSet, category, timezone: social.timezone, points };
}

async function tierPoints(db: Db, dataSet: AnalyticsDataSet, socialId: string): Promise<SeriesPoint[]> {
  if (!hasTierBreakdown(dataSet)) {
    throw analyticsError('ANALYTICS_NO_TIER_BREAKDOWN', `${dataSet} is not counted per ticket tier`, {
      fieldErrors: [{ field: 'params.c', message: 'Only RSVP, PARTIAL_RSVP, ATTENDANCE and TICKET_TIER break down per tier' }],
    });
  }
  const [tiers, counts] = await Promise.all([listTiersOfSocial(db, socialId), countDataSetPerTier(db, dataSet, socialId)]);
  const points = tiers.map((tier) => ({ key: tier.id, label: tier.name, count: counts.get(tier.id) ?? 0 }));
  const withoutTier = counts.get(null) ?? 0;
  return withoutTier > 0 ? [...points, { key: 'none', label: 'No tier', count: withoutTier }] : points;
}

/** Every data set per day, for the table and its CSV: only days on which something happened. */
export async function getStatsTable(db: Db, viewer: Caller, socialId: string): Promise<StatsTable> {
  const social = await requireManagedSocial(db, viewer, socialId);
  const columns = AnalyticsDataSet.options;
  const perDataSet = await Promise.all(columns.map((dataSet) => countDataSetPerDay(db, dataSet, [social.id], social.timezone)));
  const days = [...new Set(perDataSet.flatMap((counts) => [...counts.keys()]))].sort();
  const rows = days.map((day) => ({
    day,
    counts: Object.fromEntries(columns.map((dataSet, i) => [dataSet, perDataSet[i]?.get(day) ?? 0])) as StatsTable['rows'][number]['counts'],
  }));
  return { timezone: social.timezone, columns: [...columns], rows };
}

async function requireHostToRead(db: Db, viewer: Caller, hostId: string): Promise<void> {
  requireHostThemselfOrStaff(viewer, hostId);
  if (!(await userExists(db, hostId))) throw analyticsError('NOT_FOUND', 'User not found');
}

export async function getHostAnalytics(db: Db, viewer: Caller, hostId: string): Promise<HostAnalytics> {
  await requireHostToRead(db, viewer, hostId);
  const socialIds = await listHostedSocialIds(db, hostId);
  const [totals, revenue] = await Promise.all([countDataSets(db, socialIds), sumPaidRevenue(db, socialIds)]);
  return {
    hostId,
    socials: socialIds.length,
    funnel: await funnelOf(db, socialIds),
    uniqueVisitors: totals.UNIQUE_USER,
    paidRevenueCents: [...revenue.values()].reduce((sum, cents) => sum + cents, 0),
  };
}

export async function listHostSocialFigures(db: Db, viewer: Caller, hostId: string, query: PageQuery): Promise<HostSocialFiguresPage> {
  await requireHostToRead(db, viewer, hostId);
  const rows = await listHostedSocialsPage(db, hostId, decodeCursor(query.exclusiveStartKey), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.id);
  const [facts, revenue] = await Promise.all([listFunnelFacts(db, ids), sumPaidRevenue(db, ids)]);
  const last = page[page.length - 1];
  return {
    data: page.map((row) => {
      const { views, rsvps, approved, attended } = funnelOfPeople(facts.filter((group) => group.socialId === row.id));
      return { social: toAnalyticsSocial(row), views, rsvps, approved, attended, paidRevenueCents: revenue.get(row.id) ?? 0 };
    }),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: last.eventAt, id: last.id }) : null },
  };
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function getManagerDashboard(db: Db, viewer: Caller, now = new Date()): Promise<ManagerDashboard> {
  requireStaff(viewer);
  return countPlatform(db, now, new Date(now.getTime() - WEEK_MS));
}

export async function listRsvpsForStaff(db: Db, viewer: Caller, query: ManagerRsvpQuery & PageQuery): Promise<ManagerRsvpPage> {
  requireStaff(viewer);
  const rows = await listRsvpsPage(db, query.status, decodeCursor(query.exclusiveStartKey), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(toManagerRsvp),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null },
  };
}
