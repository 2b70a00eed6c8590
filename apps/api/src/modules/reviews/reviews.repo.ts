import { LISTED_APPROVAL_STATUSES, type UserSummary } from '@socials/domain';
import { and, asc, count, eq, exists, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { userSummaryColumns } from '../socials';
import { attendeeReviews, hostReviews, socialHosts, socials, users, type AttendeeReviewRow, type HostReviewRow } from '../../db/schema';

export type { AttendeeReviewRow, HostReviewRow };

/** The social a review is about, as lists show it. */
export interface ReviewedSocialRow {
  id: string;
  slug: string;
  title: string;
  eventAt: Date;
  ownerId: string;
  isDeleted: boolean;
}

/** A review with who wrote it, who replied and its social. */
export interface HostReviewWithPeople {
  review: HostReviewRow;
  author: UserSummary;
  replyAuthor: UserSummary | null;
  social: ReviewedSocialRow;
}

/** Which reviews a list holds. */
export interface HostReviewListFilter {
  socialId?: string;
  /** Reviews of socials this user owns or co-hosts (accepted). */
  hostId?: string;
  authorId?: string;
  withCommentOnly?: boolean;
  reader: ReviewReader;
}

/**
 * Who reads a list. Staff read every review. Anyone else reads the published ones and their own
 * (hidden or not); with `socials: 'listed'` only those of socials on public lists (public,
 * approved, not deleted), as a list across socials must not reveal unlisted ones, and with 'any'
 * those of every social (the caller already reached the social, or hosts it).
 */
export type ReviewReader = { staff: true } | { staff: false; viewerId: string | null; socials: 'listed' | 'any' };

const replyAuthors = alias(users, 'reply_authors');

/** UserSummary columns of the replying host, read through the alias. */
const replyAuthorColumns = {
  id: replyAuthors.id,
  slug: replyAuthors.slug,
  displayName: replyAuthors.displayName,
  firstName: replyAuthors.firstName,
  lastName: replyAuthors.lastName,
  photoPath: replyAuthors.photoPath,
};

const reviewedSocialColumns = {
  id: socials.id,
  slug: socials.slug,
  title: socials.title,
  eventAt: socials.eventAt,
  ownerId: socials.ownerId,
  isDeleted: socials.isDeleted,
};

function selectReviews(db: DbOrTx) {
  return db
    .select({ review: hostReviews, author: userSummaryColumns, replyAuthor: replyAuthorColumns, social: reviewedSocialColumns })
    .from(hostReviews)
    .innerJoin(users, eq(users.id, hostReviews.authorId))
    .innerJoin(socials, eq(socials.id, hostReviews.socialId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, hostReviews.replyAuthorId));
}

function withReplyAuthor(row: {
  review: HostReviewRow;
  author: UserSummary;
  replyAuthor: UserSummary | { id: null } | null;
  social: ReviewedSocialRow;
}): HostReviewWithPeople {
  const replyAuthor = row.replyAuthor && row.replyAuthor.id !== null ? (row.replyAuthor as UserSummary) : null;
  return { review: row.review, author: row.author, social: row.social, replyAuthor };
}

/** Socials `hostId` owns or co-hosts (accepted), as a condition on `socials`. */
function hostedBy(hostId: string): SQL {
  const coHosted = exists(
    sql`(select 1 from ${socialHosts} where ${socialHosts.socialId} = ${socials.id} and ${socialHosts.userId} = ${hostId} and ${socialHosts.status} = 'ACCEPTED')`,
  );
  return or(eq(socials.ownerId, hostId), coHosted) as SQL;
}

function filterConditions(filter: HostReviewListFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.socialId) where.push(eq(hostReviews.socialId, filter.socialId));
  if (filter.hostId) where.push(hostedBy(filter.hostId));
  if (filter.authorId) where.push(eq(hostReviews.authorId, filter.authorId));
  if (filter.withCommentOnly) where.push(isNotNull(hostReviews.comment));
  const reader = filter.reader;
  if (reader.staff) return where;
  const own = reader.viewerId ? eq(hostReviews.authorId, reader.viewerId) : undefined;
  where.push(or(eq(hostReviews.hidden, false), own) as SQL);
  if (reader.socials === 'listed') {
    const listed = and(
      eq(socials.isPublic, true),
      eq(socials.communityOnly, false),
      eq(socials.isDeleted, false),
      inArray(socials.publicApprovalStatus, [...LISTED_APPROVAL_STATUSES]),
    );
    where.push(or(listed, own) as SQL);
  }
  return where;
}

/** A page of reviews, newest first: `limit` rows after the cursor. */
export async function listHostReviews(
  db: DbOrTx,
  filter: HostReviewListFilter,
  page: { after: PageCursor | null; limit: number },
): Promise<HostReviewWithPeople[]> {
  const newest = newestFirstPage(hostReviews.createdAt, hostReviews.id, page.after);
  const rows = await selectReviews(db)
    .where(and(...filterConditions(filter), newest.where))
    .orderBy(...newest.orderBy)
    .limit(page.limit);
  return rows.map(withReplyAuthor);
}

export async function findHostReview(db: DbOrTx, reviewId: string): Promise<HostReviewWithPeople | null> {
  const [row] = await selectReviews(db).where(eq(hostReviews.id, reviewId)).limit(1);
  return row ? withReplyAuthor(row) : null;
}

export async function findHostReviewIdOfAuthor(db: DbOrTx, socialId: string, authorId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: hostReviews.id })
    .from(hostReviews)
    .where(and(eq(hostReviews.socialId, socialId), eq(hostReviews.authorId, authorId)))
    .limit(1);
  return row?.id ?? null;
}

/** The stored row alone (the authorization matrix watches it). */
export async function findHostReviewRow(db: DbOrTx, reviewId: string): Promise<HostReviewRow | null> {
  const [row] = await db.select().from(hostReviews).where(eq(hostReviews.id, reviewId)).limit(1);
  return row ?? null;
}

/** How many published reviews gave each rating, over the reviews the filter selects. */
export function countPublishedRatings(db: DbOrTx, filter: { socialId?: string; hostId?: string }): Promise<{ rating: number; count: number }[]> {
  const where = [...filterConditions({ ...filter, reader: { staff: false, viewerId: null, socials: 'any' } }), eq(socials.isDeleted, false)];
  return db
    .select({ rating: hostReviews.rating, count: count() })
    .from(hostReviews)
    .innerJoin(socials, eq(socials.id, hostReviews.socialId))
    .where(and(...where))
    .groupBy(hostReviews.rating)
    .orderBy(asc(hostReviews.rating));
}

/**
 * Every host with published reviews (owner or accepted co-host of the reviewed social), with the
 * count and sum of their ratings, best average first, then most reviewed.
 */
export async function listRatedHosts(db: DbOrTx, limit: number): Promise<{ host: UserSummary; count: number; total: number }[]> {
  const hostOfReview = sql`(select ${socials.ownerId} as user_id, ${hostReviews.rating} as rating from ${hostReviews} join ${socials} on ${socials.id} = ${hostReviews.socialId}
      where not ${hostReviews.hidden} and not ${socials.isDeleted}
    union all
    select ${socialHosts.userId}, ${hostReviews.rating} from ${hostReviews} join ${socials} on ${socials.id} = ${hostReviews.socialId}
      join ${socialHosts} on ${socialHosts.socialId} = ${socials.id} and ${socialHosts.status} = 'ACCEPTED'
      where not ${hostReviews.hidden} and not ${socials.isDeleted})`;
  const result = await db.execute(
    sql`select h.user_id, count(*)::int as n, sum(h.rating)::int as total from ${hostOfReview} h
      group by h.user_id order by sum(h.rating)::float / count(*) desc, count(*) desc, h.user_id limit ${limit}`,
  );
  const rows = (result as unknown as { rows: { user_id: string; n: number; total: number }[] }).rows;
  if (rows.length === 0) return [];
  const people = await findUserSummaries(
    db,
    rows.map((row) => row.user_id),
  );
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.flatMap((row) => {
    const host = byId.get(row.user_id);
    return host ? [{ host, count: Number(row.n), total: Number(row.total) }] : [];
  });
}

export async function findUserSummaries(db: DbOrTx, userIds: readonly string[]): Promise<UserSummary[]> {
  if (userIds.length === 0) return [];
  return db
    .select(userSummaryColumns)
    .from(users)
    .where(
      sql`${users.id} in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** Writes the author's review of the social, or replaces the rating and comment of the one they wrote. */
export async function upsertHostReview(
  db: DbOrTx,
  values: { socialId: string; rsvpId: string; authorId: string; rating: number; comment: string | null },
  now: Date,
): Promise<HostReviewRow> {
  const [row] = await db
    .insert(hostReviews)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [hostReviews.socialId, hostReviews.authorId],
      set: { rating: values.rating, comment: values.comment, rsvpId: values.rsvpId, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('The host review upsert returned no row');
  return row;
}

export type HostReviewChanges = Partial<
  Pick<HostReviewRow, 'rating' | 'comment' | 'hidden' | 'moderationReason' | 'moderatedById' | 'replyComment' | 'replyAuthorId' | 'repliedAt'>
>;

export async function updateHostReview(db: DbOrTx, reviewId: string, changes: HostReviewChanges, now: Date): Promise<void> {
  await db
    .update(hostReviews)
    .set({ ...changes, updatedAt: now })
    .where(eq(hostReviews.id, reviewId));
}

export async function deleteHostReview(db: DbOrTx, reviewId: string): Promise<void> {
  await db.delete(hostReviews).where(eq(hostReviews.id, reviewId));
}

/** Writes a host's note on an attendee's RSVP, or replaces the one there is. */
export async function upsertAttendeeReview(
  db: DbOrTx,
  values: { rsvpId: string; attendeeId: string; authorId: string; rating: number; note: string | null },
  now: Date,
): Promise<AttendeeReviewRow> {
  const [row] = await db
    .insert(attendeeReviews)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: attendeeReviews.rsvpId, set: { rating: values.rating, note: values.note, authorId: values.authorId, updatedAt: now } })
    .returning();
  if (!row) throw new Error('The attendee review upsert returned no row');
  return row;
}

export async function findAttendeeReviewRow(db: DbOrTx, rsvpId: string): Promise<AttendeeReviewRow | null> {
  const [row] = await db.select().from(attendeeReviews).where(eq(attendeeReviews.rsvpId, rsvpId)).limit(1);
  return row ?? null;
}
