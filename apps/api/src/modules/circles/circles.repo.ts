import type { UserSummary, Visibility } from '@socials/domain';
import { and, count, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { circleMembers, circleMembershipPrices, circles, socials, users, type CircleRow } from '../../db/schema';
import { circleUserColumns } from './circle-membership.repo';

export type { CircleRow };

/** A circle with its owner and how many members it has. */
export interface CircleWithOwner {
  circle: CircleRow;
  owner: UserSummary;
  memberCount: number;
  /** What membership costs; null: free to join. */
  price: { monthlyCents: number | null; yearlyCents: number | null; currency: string } | null;
}

const memberCount =
  sql<number>`(select count(*) from ${circleMembers} where ${circleMembers.circleId} = ${circles.id} and ${circleMembers.status} = 'ACTIVE')`.mapWith(Number);

function selectCircles(db: DbOrTx) {
  const price = {
    monthlyCents: circleMembershipPrices.monthlyCents,
    yearlyCents: circleMembershipPrices.yearlyCents,
    currency: circleMembershipPrices.currency,
  };
  return db
    .select({ circle: circles, owner: circleUserColumns, memberCount, price })
    .from(circles)
    .innerJoin(users, eq(users.id, circles.ownerId))
    .leftJoin(circleMembershipPrices, eq(circleMembershipPrices.circleId, circles.id));
}

export async function findCircle(db: DbOrTx, by: { id: string } | { slug: string }): Promise<CircleWithOwner | null> {
  const [row] = await selectCircles(db)
    .where('id' in by ? eq(circles.id, by.id) : eq(circles.slug, by.slug))
    .limit(1);
  return row ?? null;
}

export async function circleExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: circles.id }).from(circles).where(eq(circles.id, id)).limit(1);
  return row !== undefined;
}

export async function insertCircle(db: DbOrTx, values: typeof circles.$inferInsert): Promise<CircleRow> {
  const [row] = await db.insert(circles).values(values).returning();
  return row!;
}

export async function updateCircle(db: DbOrTx, id: string, values: Partial<typeof circles.$inferInsert>): Promise<void> {
  await db
    .update(circles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(circles.id, id));
}

/** `%text%` for ILIKE, with the pattern characters in the text matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Which circles a list holds. */
export interface CircleFilter {
  /** Listed circles: PUBLIC and COMMUNITY_ONLY (never PRIVATE ones). */
  listed?: true;
  /** In the name or description, as typed. */
  text?: string;
  /** Circles in which this user has a row (member, asked or invited). */
  memberId?: string;
}

/** Newest first, one keyset page after `after`. */
export function listCircles(db: DbOrTx, filter: CircleFilter, after: PageCursor | null, limit: number): Promise<CircleWithOwner[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.listed) where.push(ne(circles.visibility, 'PRIVATE' satisfies Visibility));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    where.push(or(ilike(circles.name, pattern), ilike(circles.description, pattern), ilike(circles.slug, pattern)));
  }
  if (filter.memberId) {
    where.push(inArray(circles.id, db.select({ id: circleMembers.circleId }).from(circleMembers).where(eq(circleMembers.userId, filter.memberId))));
  }
  const page = newestFirstPage(circles.createdAt, circles.id, after);
  where.push(page.where);
  return selectCircles(db)
    .where(and(...where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** How many ACTIVE members the circle has. */
export async function countMembers(db: DbOrTx, circleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, 'ACTIVE')));
  return row?.n ?? 0;
}

/** The circle's socials that have not ended: all of them for members, only public ones open to all otherwise. */
function upcomingOfCircle(circleId: string, forMembers: boolean, now: Date): SQL | undefined {
  return and(
    eq(socials.circleId, circleId),
    eq(socials.isDeleted, false),
    gt(socials.eventEndAt, now),
    forMembers ? undefined : and(eq(socials.communityOnly, false), eq(socials.isPublic, true)),
  );
}

/** The circle's socials that have not ended, soonest first: all of them for members, only public ones open to all otherwise. */
export function listCircleSocials(db: DbOrTx, circleId: string, forMembers: boolean, now: Date, limit = 50) {
  return db
    .select({
      id: socials.id,
      slug: socials.slug,
      title: socials.title,
      eventAt: socials.eventAt,
      eventEndAt: socials.eventEndAt,
      timezone: socials.timezone,
      splashImageUrl: socials.splashImageUrl,
      communityOnly: socials.communityOnly,
    })
    .from(socials)
    .where(upcomingOfCircle(circleId, forMembers, now))
    .orderBy(socials.eventAt, socials.id)
    .limit(limit);
}

/** The same socials as listCircleSocials with what a calendar event needs (the circle's feed). */
export function listCircleCalendarSocials(db: DbOrTx, circleId: string, forMembers: boolean, now: Date, limit = 200) {
  return db
    .select({
      id: socials.id,
      slug: socials.slug,
      title: socials.title,
      description: socials.description,
      eventAt: socials.eventAt,
      eventEndAt: socials.eventEndAt,
      isOnline: socials.isOnline,
      isDeleted: socials.isDeleted,
      isCancelled: socials.isCancelled,
      venue: socials.venue,
      venueData: socials.venueData,
    })
    .from(socials)
    .where(upcomingOfCircle(circleId, forMembers, now))
    .orderBy(socials.eventAt, socials.id)
    .limit(limit);
}

export type CircleCalendarSocialRow = Awaited<ReturnType<typeof listCircleCalendarSocials>>[number];

export type CircleSocialRow = Awaited<ReturnType<typeof listCircleSocials>>[number];
