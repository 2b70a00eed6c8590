import {
  AnalyticsDataSet,
  INACTIVE_RSVP_STATUSES,
  NOTIFY_ME_QUESTION_ID,
  type DataSetTotals,
  type FunnelFactsGroup,
  type RsvpStatus,
  type UserSummary,
} from '@socials/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { userSummaryColumns } from '../socials';
import {
  analyticsEvents,
  blastRecipients,
  blasts,
  payments,
  postRsvpRequests,
  rsvps,
  socialHosts,
  socials,
  ticketTiers,
  users,
  type AnalyticsEventRow,
} from '../../db/schema';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>;
export type { AnalyticsEventRow };

/** RSVPs begun but not sent: the PARTIAL_RSVP data set. */
const UNFINISHED_STATUSES: readonly RsvpStatus[] = ['INITIAL', 'PARTIAL_UPDATE'];
const GOING_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

/** One multi-row insert for the whole batch: a client's events cost one statement. */
export async function insertAnalyticsEvents(db: DbOrTx, events: readonly NewAnalyticsEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(analyticsEvents).values([...events]);
}

/** Which of these socials exist and are not deleted (page views of anything else are dropped). */
export async function listLiveSocialIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: socials.id })
    .from(socials)
    .where(and(inArray(socials.id, [...ids]), eq(socials.isDeleted, false)));
  return new Set(rows.map((row) => row.id));
}

export async function userExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/** How the rows of one data set are found and which instant dates them. */
interface DataSetSource {
  /** The instant a row counts on (its day). */
  at: SQL;
  /** What is counted: rows, or distinct visitors for UNIQUE_USER. */
  counted: SQL<number>;
  /** The ticket tier of the row, for data sets that break down per tier. */
  tier?: SQL;
  /** `from … where …` of the data set's rows over these socials. */
  from: (socialIds: readonly string[]) => SQL;
}

const countRows = sql<number>`count(*)::int`;

/** The rows of a raw query, on PGlite and node-postgres alike (both answer { rows }). */
async function selectRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

function rsvpSource(where: (socialIds: readonly string[]) => SQL, at: SQL = sql`${rsvps.createdAt}`): DataSetSource {
  return { at, counted: countRows, tier: sql`${rsvps.ticketTierId}`, from: (ids) => sql`from ${rsvps} where ${where(ids)}` };
}

const ofSocials = (ids: readonly string[]) => inArray(rsvps.socialId, [...ids]);

const SOURCES: Record<AnalyticsDataSet, DataSetSource> = {
  PAGE_VIEW: {
    at: sql`${analyticsEvents.createdAt}`,
    counted: countRows,
    from: (ids) => sql`from ${analyticsEvents} where ${and(inArray(analyticsEvents.socialId, [...ids]), eq(analyticsEvents.type, 'PAGE_VIEW'))}`,
  },
  UNIQUE_USER: {
    at: sql`${analyticsEvents.createdAt}`,
    counted: sql<number>`count(distinct ${analyticsEvents.visitorId})::int`,
    from: (ids) => sql`from ${analyticsEvents} where ${and(inArray(analyticsEvents.socialId, [...ids]), eq(analyticsEvents.type, 'PAGE_VIEW'))}`,
  },
  RSVP: rsvpSource((ids) => and(ofSocials(ids), notInArray(rsvps.status, [...UNFINISHED_STATUSES])) as SQL),
  PARTIAL_RSVP: rsvpSource((ids) => and(ofSocials(ids), inArray(rsvps.status, [...UNFINISHED_STATUSES])) as SQL),
  TICKET_TIER: rsvpSource((ids) => and(ofSocials(ids), notInArray(rsvps.status, [...UNFINISHED_STATUSES]), isNotNull(rsvps.ticketTierId)) as SQL),
  ATTENDANCE: rsvpSource((ids) => and(ofSocials(ids), isNotNull(rsvps.attendedAt)) as SQL, sql`${rsvps.attendedAt}`),
  // Guests who answered: the host's questions in their RSVP (the notify-me box alone is no survey),
  // or the second-stage request. One per guest and social, on the day they first answered.
  SURVEY_COMPLETED: {
    at: sql`surveys.at`,
    counted: countRows,
    from: (ids) =>
      sql`from (
        select social_id, user_id, min(at) as at from (
          select ${rsvps.socialId} as social_id, ${rsvps.userId} as user_id, ${rsvps.createdAt} as at from ${rsvps}
          where ${and(ofSocials(ids), notInArray(rsvps.status, [...UNFINISHED_STATUSES]))}
            and exists (select 1 from jsonb_array_elements(${rsvps.answers}) answer where answer->>'questionId' <> ${NOTIFY_ME_QUESTION_ID})
          union all
          select ${rsvps.socialId}, ${rsvps.userId}, ${postRsvpRequests.submittedAt} from ${postRsvpRequests} join ${rsvps} on ${rsvps.id} = ${postRsvpRequests.rsvpId}
          where ${and(ofSocials(ids), isNotNull(postRsvpRequests.submittedAt))}
        ) answered group by 1, 2
      ) surveys`,
  },
  CAMPAIGN_EMAIL: {
    at: sql`${blastRecipients.sentAt}`,
    counted: countRows,
    from: (ids) =>
      sql`from ${blastRecipients} join ${blasts} on ${blasts.id} = ${blastRecipients.blastId} where ${and(
        inArray(blasts.socialId, [...ids]),
        eq(blasts.channel, 'EMAIL'),
        eq(blastRecipients.status, 'SENT'),
      )}`,
  },
};

/** The total of every data set over these socials. */
export async function countDataSets(db: DbOrTx, socialIds: readonly string[]): Promise<DataSetTotals> {
  const entries = await Promise.all(
    AnalyticsDataSet.options.map(async (dataSet) => {
      if (socialIds.length === 0) return [dataSet, 0] as const;
      const source = SOURCES[dataSet];
      const [row] = await selectRows<{ total: number }>(db, sql`select ${source.counted} as total ${source.from(socialIds)}`);
      return [dataSet, Number(row?.total ?? 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as DataSetTotals;
}

/** One data set of these socials counted per calendar day of `zone` (YYYY-MM-DD). */
export async function countDataSetPerDay(db: DbOrTx, dataSet: AnalyticsDataSet, socialIds: readonly string[], zone: string): Promise<Map<string, number>> {
  if (socialIds.length === 0) return new Map();
  const source = SOURCES[dataSet];
  const rows = await selectRows<{ day: string; total: number }>(
    db,
    sql`select to_char(${source.at} at time zone ${zone}, 'YYYY-MM-DD') as day, ${source.counted} as total ${source.from(socialIds)} group by 1`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.total)]));
}

/** Whether a data set can be counted per ticket tier. */
export function hasTierBreakdown(dataSet: AnalyticsDataSet): boolean {
  return SOURCES[dataSet].tier !== undefined;
}

/** One data set of a social counted per ticket tier id (null: RSVPs without a tier). */
export async function countDataSetPerTier(db: DbOrTx, dataSet: AnalyticsDataSet, socialId: string): Promise<Map<string | null, number>> {
  const source = SOURCES[dataSet];
  if (!source.tier) return new Map();
  const rows = await selectRows<{ tier: string | null; total: number }>(
    db,
    sql`select ${source.tier} as tier, ${source.counted} as total ${source.from([socialId])} group by 1`,
  );
  return new Map(rows.map((row) => [row.tier, Number(row.total)]));
}

export function listTiersOfSocial(db: DbOrTx, socialId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: ticketTiers.id, name: ticketTiers.name })
    .from(ticketTiers)
    .where(eq(ticketTiers.socialId, socialId))
    .orderBy(asc(ticketTiers.position));
}

/** People who share the same funnel facts on one social. */
export interface FunnelFactsRow extends FunnelFactsGroup {
  socialId: string;
}

/**
 * Who did what on each of these socials, one row per social and combination of facts with how many
 * people share it. A person is the user once signed in, otherwise the browser's visitor id; a
 * visitor id seen signed in on the same social's page is that user, so a guest who looked before
 * signing in is one person. A guest who cancelled and RSVPed again is one person too.
 */
export async function listFunnelFacts(db: DbOrTx, socialIds: readonly string[]): Promise<FunnelFactsRow[]> {
  if (socialIds.length === 0) return [];
  const rows = await selectRows<{ social_id: string; viewed: boolean; started: boolean; rsvped: boolean; going: boolean; attended: boolean; people: number }>(
    db,
    sql`with views as (
      select ${analyticsEvents.socialId} as social_id, ${analyticsEvents.visitorId} as visitor_id, ${analyticsEvents.userId}::text as user_id
      from ${analyticsEvents} where ${and(inArray(analyticsEvents.socialId, [...socialIds]), eq(analyticsEvents.type, 'PAGE_VIEW'))}
    ), signed_in as (
      select social_id, visitor_id, min(user_id) as user_id from views where user_id is not null group by 1, 2
    ), viewers as (
      select distinct v.social_id, coalesce(v.user_id, s.user_id, 'visitor:' || v.visitor_id) as person
      from views v left join signed_in s on s.social_id = v.social_id and s.visitor_id = v.visitor_id
    ), guests as (
      select ${rsvps.socialId} as social_id, ${rsvps.userId}::text as person,
        bool_or(${notInArray(rsvps.status, [...UNFINISHED_STATUSES])}) as rsvped,
        bool_or(${inArray(rsvps.status, [...GOING_STATUSES])}) as going,
        bool_or(${isNotNull(rsvps.attendedAt)}) as attended
      from ${rsvps} where ${ofSocials(socialIds)} group by 1, 2
    )
    select coalesce(g.social_id, w.social_id) as social_id, w.person is not null as viewed, g.person is not null as started,
      coalesce(g.rsvped, false) as rsvped, coalesce(g.going, false) as going, coalesce(g.attended, false) as attended, count(*)::int as people
    from viewers w full join guests g on g.social_id = w.social_id and g.person = w.person
    group by 1, 2, 3, 4, 5, 6`,
  );
  return rows.map((row) => ({
    socialId: row.social_id,
    facts: { views: row.viewed, started: row.started, rsvps: row.rsvped, approved: row.going, attended: row.attended },
    people: Number(row.people),
  }));
}

/** Paid checkouts of these socials, before refunds, in cents. */
export async function sumPaidRevenue(db: DbOrTx, socialIds: readonly string[]): Promise<Map<string, number>> {
  if (socialIds.length === 0) return new Map();
  const rows = await db
    .select({ socialId: payments.socialId, total: sql<number>`coalesce(sum(${payments.totalCents}), 0)::int` })
    .from(payments)
    .where(and(inArray(payments.socialId, [...socialIds]), eq(payments.status, 'PAID')))
    .groupBy(payments.socialId);
  return new Map(rows.map((row) => [row.socialId, Number(row.total)]));
}

export interface AnalyticsSocialRow {
  id: string;
  slug: string;
  title: string;
  ownerId: string;
  eventAt: Date;
  timezone: string;
  isCancelled: boolean;
}

const analyticsSocialColumns = {
  id: socials.id,
  slug: socials.slug,
  title: socials.title,
  ownerId: socials.ownerId,
  eventAt: socials.eventAt,
  timezone: socials.timezone,
  isCancelled: socials.isCancelled,
};

/** Socials the user owns or co-hosts (accepted), not deleted. */
function hostedBy(hostId: string): SQL {
  const coHosts = sql`select 1 from ${socialHosts} where ${and(eq(socialHosts.socialId, socials.id), eq(socialHosts.userId, hostId), eq(socialHosts.status, 'ACCEPTED'))}`;
  return and(eq(socials.isDeleted, false), or(eq(socials.ownerId, hostId), sql`exists (${coHosts})`)) as SQL;
}

export async function listHostedSocialIds(db: DbOrTx, hostId: string): Promise<string[]> {
  const rows = await db.select({ id: socials.id }).from(socials).where(hostedBy(hostId));
  return rows.map((row) => row.id);
}

/** A page of the socials a host hosts, latest event first. */
export function listHostedSocialsPage(db: DbOrTx, hostId: string, after: PageCursor | null, limit: number): Promise<AnalyticsSocialRow[]> {
  const where = after
    ? and(hostedBy(hostId), or(lt(socials.eventAt, after.at), and(eq(socials.eventAt, after.at), lt(socials.id, after.id))))
    : hostedBy(hostId);
  return db.select(analyticsSocialColumns).from(socials).where(where).orderBy(desc(socials.eventAt), desc(socials.id)).limit(limit);
}

export async function findAnalyticsSocial(db: DbOrTx, id: string): Promise<AnalyticsSocialRow | null> {
  const [row] = await db.select(analyticsSocialColumns).from(socials).where(eq(socials.id, id)).limit(1);
  return row ?? null;
}

/** Platform totals for the staff dashboard. */
export async function countPlatform(db: DbOrTx, now: Date, since: Date) {
  const live = eq(socials.isDeleted, false);
  const [[userRow], [socialRow], [rsvpRow], [revenueRow], [eventRow]] = await Promise.all([
    db.select({ total: count() }).from(users),
    db
      .select({
        total: count(),
        upcoming: sql<number>`count(*) filter (where ${and(gte(socials.eventAt, now), eq(socials.isCancelled, false))})::int`,
        pendingReviews: sql<number>`count(*) filter (where ${and(eq(socials.isPublic, true), eq(socials.publicApprovalStatus, 'PENDING'))})::int`,
      })
      .from(socials)
      .where(live),
    db
      .select({ total: count() })
      .from(rsvps)
      .where(notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES])),
    db
      .select({ total: sql<number>`coalesce(sum(${payments.totalCents}), 0)::int` })
      .from(payments)
      .where(eq(payments.status, 'PAID')),
    db
      .select({
        views: sql<number>`count(*) filter (where ${eq(analyticsEvents.type, 'PAGE_VIEW')})::int`,
        failures: sql<number>`count(*) filter (where ${eq(analyticsEvents.type, 'API_FAILURE')})::int`,
      })
      .from(analyticsEvents)
      .where(gte(analyticsEvents.createdAt, since)),
  ]);
  return {
    users: Number(userRow?.total ?? 0),
    socials: Number(socialRow?.total ?? 0),
    upcomingSocials: Number(socialRow?.upcoming ?? 0),
    pendingPublicReviews: Number(socialRow?.pendingReviews ?? 0),
    rsvps: Number(rsvpRow?.total ?? 0),
    paidRevenueCents: Number(revenueRow?.total ?? 0),
    pageViewsLast7Days: Number(eventRow?.views ?? 0),
    failedCallsLast7Days: Number(eventRow?.failures ?? 0),
  };
}

export interface ManagerRsvpRow {
  id: string;
  status: RsvpStatus;
  createdAt: Date;
  attendedAt: Date | null;
  tierName: string | null;
  user: UserSummary;
  social: { id: string; slug: string; title: string };
}

/** The newest RSVPs across the platform, of one status or any, keyset-paged by creation. */
export async function listRsvpsPage(db: DbOrTx, status: RsvpStatus | undefined, after: PageCursor | null, limit: number): Promise<ManagerRsvpRow[]> {
  const page = newestFirstPage(rsvps.createdAt, rsvps.id, after);
  const rows = await db
    .select({
      id: rsvps.id,
      status: rsvps.status,
      createdAt: rsvps.createdAt,
      attendedAt: rsvps.attendedAt,
      tierName: ticketTiers.name,
      user: userSummaryColumns,
      social: { id: socials.id, slug: socials.slug, title: socials.title },
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .leftJoin(ticketTiers, eq(ticketTiers.id, rsvps.ticketTierId))
    .where(and(status ? eq(rsvps.status, status) : undefined, page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
  return rows;
}

/** Used by tests and the matrix: the events of a social. */
export function listEventsOfSocial(db: DbOrTx, socialId: string): Promise<AnalyticsEventRow[]> {
  return db.select().from(analyticsEvents).where(eq(analyticsEvents.socialId, socialId)).orderBy(asc(analyticsEvents.createdAt));
}

/** Events with no social (calls), of one visitor: used by tests. */
export function listCallEventsOfVisitor(db: DbOrTx, visitorId: string): Promise<AnalyticsEventRow[]> {
  return db
    .select()
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.visitorId, visitorId), isNull(analyticsEvents.socialId)))
    .orderBy(asc(analyticsEvents.createdAt));
}
