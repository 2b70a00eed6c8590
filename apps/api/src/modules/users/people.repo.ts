import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { inviteCodes, refreshTokens, rsvps, socialHosts, socials, userConnections, users, type UserRow } from '../../db/schema';
import { forgetVerifiedEmails } from '../verification';

/** What the completion steps need beyond the user's row, in one query. */
export interface ProfileFactsRow {
  attendedCount: number;
  attendedWithDepositCount: number;
  referralCount: number;
  inviteCodes: string[];
}

export async function loadProfileFacts(db: DbOrTx, userId: string): Promise<ProfileFactsRow> {
  const [row] = await db
    .select({
      // Raw names: drizzle writes columns unqualified inside sql, which the joins make ambiguous.
      attendedCount: sql<number>`(select count(*)::int from rsvps r where r.user_id = ${userId} and r.attended_at is not null)`,
      attendedWithDepositCount: sql<number>`(select count(*)::int from rsvps r join ticket_tiers t on t.id = r.ticket_tier_id
        where r.user_id = ${userId} and r.attended_at is not null and t.deposit_cents > 0)`,
      referralCount: sql<number>`(select count(*)::int from users referred where referred.referred_by_id = ${userId})`,
      inviteCodes: sql<string[]>`coalesce((select json_agg(i.code order by i.created_at, i.code) from invite_codes i where i.user_id = ${userId}), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { attendedCount: 0, attendedWithDepositCount: 0, referralCount: 0, inviteCodes: [] };
}

/** Locks the user's row for the rest of the transaction (their invite codes are counted under it). */
export async function lockUser(tx: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function listInviteCodes(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(eq(inviteCodes.userId, userId))
    .orderBy(inviteCodes.createdAt, inviteCodes.code);
  return rows.map((r) => r.code);
}

/** False when the code exists already (the primary key decides). */
export async function insertInviteCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const rows = await db.insert(inviteCodes).values({ userId, code }).onConflictDoNothing().returning({ code: inviteCodes.code });
  return rows.length === 1;
}

export async function findInviteCodeOwner(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: inviteCodes.userId }).from(inviteCodes).where(eq(inviteCodes.code, code)).limit(1);
  return row?.userId;
}

/** The user's socials (owned or co-hosted) that have not ended and are neither deleted nor cancelled. */
export async function countUpcomingHostedSocials(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const coHosted = db
    .select({ id: socialHosts.socialId })
    .from(socialHosts)
    .where(and(eq(socialHosts.userId, userId), eq(socialHosts.status, 'ACCEPTED')));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(socials)
    .where(
      and(
        or(eq(socials.ownerId, userId), inArray(socials.id, coHosted)),
        eq(socials.isDeleted, false),
        eq(socials.isCancelled, false),
        gt(socials.eventEndAt, now),
      ),
    );
  return row?.n ?? 0;
}

/** The user's RSVPs that still count (not cancelled) to socials that have not ended. */
export async function countUpcomingActiveRsvps(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rsvps)
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(
      and(
        eq(rsvps.userId, userId),
        inArray(rsvps.status, ['APPROVED', 'PENDING', 'WAITLIST']),
        eq(socials.isDeleted, false),
        eq(socials.isCancelled, false),
        gt(socials.eventEndAt, now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Empties the account: everything that names or reaches the person goes, the row stays (socials,
 * RSVPs and payments of the past refer to it) under an address nobody can sign in with.
 */
export async function anonymiseUser(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      firstName: null,
      lastName: null,
      displayName: null,
      photoPath: null,
      currentCity: null,
      curPosition: null,
      curAcademic: null,
      phoneCountryCode: null,
      phoneNumber: null,
      functions: [],
      sectors: [],
      exp: [],
      learnOff: [],
      hobbies: [],
      reportedSteps: [],
      isSubscribedToUpdate: false,
      isValid: false,
      isAdmin: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await forgetVerifiedEmails(tx, userId);
  await tx.delete(inviteCodes).where(eq(inviteCodes.userId, userId));
  await tx.delete(userConnections).where(or(eq(userConnections.userId, userId), eq(userConnections.otherUserId, userId)));
}

/** Stores the pair once (smaller id first); false when they were connected already. */
export async function insertConnection(db: DbOrTx, scannedById: string, otherId: string): Promise<{ isNew: boolean; createdAt: Date }> {
  const [a, b] = scannedById < otherId ? [scannedById, otherId] : [otherId, scannedById];
  const [inserted] = await db.insert(userConnections).values({ userId: a, otherUserId: b, scannedById }).onConflictDoNothing().returning();
  if (inserted) return { isNew: true, createdAt: inserted.createdAt };
  const [existing] = await db
    .select()
    .from(userConnections)
    .where(and(eq(userConnections.userId, a), eq(userConnections.otherUserId, b)));
  return { isNew: false, createdAt: existing?.createdAt ?? new Date() };
}

/**
 * People to meet: valid accounts with a name, not the user nor already connected, ranked by how many
 * entries of the profile lists they share with the user, then newest first.
 */
export async function listSuggestedUsers(db: DbOrTx, me: UserRow, limit: number): Promise<{ user: UserRow; shared: string[] }[]> {
  const mine = [...me.functions, ...me.sectors, ...me.exp, ...me.learnOff, ...me.hobbies];
  const myPicks = sql`${JSON.stringify(mine)}::jsonb`;
  const theirPicks = sql`to_jsonb(users.functions || users.sectors || users.exp || users.learn_off || users.hobbies)`;
  const shared = sql<
    string[]
  >`coalesce((select json_agg(distinct pick) from jsonb_array_elements_text(${theirPicks}) as pick where ${myPicks} ? pick), '[]'::json)`;
  const sharedCount = sql<number>`(select count(distinct pick)::int from jsonb_array_elements_text(${theirPicks}) as pick where ${myPicks} ? pick)`;
  const connected = sql`(select case when c.user_id = ${me.id} then c.other_user_id else c.user_id end from user_connections c where c.user_id = ${me.id} or c.other_user_id = ${me.id})`;
  const rows = await db
    .select({ user: users, shared, sharedCount })
    .from(users)
    .where(
      and(ne(users.id, me.id), eq(users.isValid, true), isNull(users.deletedAt), sql`${users.firstName} is not null`, sql`${users.id} not in ${connected}`),
    )
    .orderBy(desc(sharedCount), desc(users.createdAt))
    .limit(limit);
  return rows.map((r) => ({ user: r.user, shared: r.shared }));
}

export interface UserStatisticsRow {
  hostedSocials: number;
  attendedSocials: number;
  connections: number;
}

export async function loadUserStatistics(db: DbOrTx, userId: string): Promise<UserStatisticsRow> {
  const [row] = await db
    .select({
      hostedSocials: sql<number>`(select count(*)::int from socials s where s.owner_id = ${userId} and s.is_deleted = false)`,
      attendedSocials: sql<number>`(select count(*)::int from rsvps r where r.user_id = ${userId} and r.attended_at is not null)`,
      connections: sql<number>`(select count(*)::int from user_connections c where c.user_id = ${userId} or c.other_user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { hostedSocials: 0, attendedSocials: 0, connections: 0 };
}

export async function setReferrerOnce(db: DbOrTx, userId: string, referrerId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ referredById: referrerId })
    .where(and(eq(users.id, userId), isNull(users.referredById)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Adds completion steps the browser reported to those reported before, in one statement (two reports at once both count). */
export async function addReportedSteps(db: DbOrTx, userId: string, steps: readonly string[]): Promise<void> {
  await db
    .update(users)
    .set({ reportedSteps: sql`array(select distinct step from unnest(${users.reportedSteps} || ${sql.param([...steps])}::text[]) as step order by step)` })
    .where(eq(users.id, userId));
}
