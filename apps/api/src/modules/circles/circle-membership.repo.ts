import type { CircleMemberStatus, CircleRole, CircleSubscriptionStatus, MembershipInterval, UserSummary } from '@socials/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { oldestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { circleMembers, circleSubscriptions, users, type CircleMemberRow } from '../../db/schema';

export type { CircleMemberRow };

/** UserSummary columns of `users`. */
export const circleUserColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: users.photoPath,
};

/** The role of an ACTIVE member of the circle, or null for anyone else (pending, invited, or not in it). */
export async function circleRole(db: DbOrTx, circleId: string, userId: string): Promise<CircleRole | null> {
  const [row] = await db
    .select({ role: circleMembers.role })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId), eq(circleMembers.status, 'ACTIVE')))
    .limit(1);
  return row?.role ?? null;
}

/** Whether the user is an ACTIVE member of the circle (owner, host or member). */
export async function isCircleMember(db: DbOrTx, circleId: string, userId: string): Promise<boolean> {
  return (await circleRole(db, circleId, userId)) !== null;
}

/** The user's row in the circle, whatever its status. */
export async function findMembership(db: DbOrTx, circleId: string, userId: string): Promise<CircleMemberRow | null> {
  const [row] = await db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's rows in these circles, by circle id. */
export async function membershipsIn(db: DbOrTx, circleIds: readonly string[], userId: string): Promise<Map<string, CircleMemberRow>> {
  if (circleIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(circleMembers)
    .where(and(inArray(circleMembers.circleId, [...circleIds]), eq(circleMembers.userId, userId)));
  return new Map(rows.map((row) => [row.circleId, row]));
}

export async function insertMembership(
  db: DbOrTx,
  values: { circleId: string; userId: string; role: CircleRole; status: CircleMemberStatus; referredById?: string | null },
): Promise<CircleMemberRow> {
  const [row] = await db
    .insert(circleMembers)
    .values({ ...values, joinedAt: values.status === 'ACTIVE' ? new Date() : null })
    .returning();
  return row!;
}

/** Changes a row's role or status; becoming ACTIVE stamps joinedAt. */
export async function updateMembership(
  db: DbOrTx,
  circleId: string,
  userIds: readonly string[],
  changes: { role?: CircleRole; status?: CircleMemberStatus; referredById?: string | null },
  onlyStatus?: CircleMemberStatus,
): Promise<CircleMemberRow[]> {
  if (userIds.length === 0) return [];
  return db
    .update(circleMembers)
    .set({ ...changes, ...(changes.status === 'ACTIVE' ? { joinedAt: new Date() } : {}) })
    .where(
      and(eq(circleMembers.circleId, circleId), inArray(circleMembers.userId, [...userIds]), onlyStatus ? eq(circleMembers.status, onlyStatus) : undefined),
    )
    .returning();
}

export async function deleteMemberships(db: DbOrTx, circleId: string, userIds: readonly string[], onlyStatus?: CircleMemberStatus): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .delete(circleMembers)
    .where(
      and(eq(circleMembers.circleId, circleId), inArray(circleMembers.userId, [...userIds]), onlyStatus ? eq(circleMembers.status, onlyStatus) : undefined),
    )
    .returning({ userId: circleMembers.userId });
  return rows.length;
}

/** Whether the user pays for a membership of the circle that is in force (paid, or in its grace period). */
export async function paysForMembership(db: DbOrTx, circleId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: circleSubscriptions.id })
    .from(circleSubscriptions)
    .where(and(eq(circleSubscriptions.circleId, circleId), eq(circleSubscriptions.userId, userId), inArray(circleSubscriptions.status, IN_FORCE)))
    .limit(1);
  return rows.length > 0;
}

/** The paid memberships that give access: paid, or in the grace period after a failed renewal. */
const IN_FORCE: CircleSubscriptionStatus[] = ['ACTIVE', 'PAST_DUE'];

/** When a row joined (ACTIVE) or was made (others). */
const listedAt = sql<Date>`coalesce(${circleMembers.joinedAt}, ${circleMembers.createdAt})`;

export interface CircleMemberListRow {
  member: CircleMemberRow;
  user: UserSummary;
  listedAt: Date;
  /** The member's paid membership in force (paid or in its grace period), if they pay. */
  subscription: {
    interval: MembershipInterval;
    amountCents: number;
    currency: string;
    status: CircleSubscriptionStatus;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
  } | null;
}

/** The circle's rows in this status, oldest first, one keyset page after `after`. */
export async function listMembers(
  db: DbOrTx,
  circleId: string,
  status: CircleMemberStatus,
  after: PageCursor | null,
  limit: number,
): Promise<CircleMemberListRow[]> {
  const page = oldestFirstPage(listedAt, circleMembers.userId, after);
  const rows = await db
    .select({
      member: circleMembers,
      user: circleUserColumns,
      // To the millisecond, as the next page's key carries it.
      listedAt: page.at.mapWith((value: string | Date) => new Date(value)),
      subscription: {
        interval: circleSubscriptions.interval,
        amountCents: circleSubscriptions.amountCents,
        currency: circleSubscriptions.currency,
        status: circleSubscriptions.status,
        currentPeriodEnd: circleSubscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: circleSubscriptions.cancelAtPeriodEnd,
      },
    })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .leftJoin(
      circleSubscriptions,
      and(
        eq(circleSubscriptions.circleId, circleMembers.circleId),
        eq(circleSubscriptions.userId, circleMembers.userId),
        inArray(circleSubscriptions.status, IN_FORCE),
      ),
    )
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.status, status), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
  return rows;
}

/** The ACTIVE member of the circle whose referral code this is. */
export async function findReferrer(db: DbOrTx, circleId: string, code: string): Promise<UserSummary | null> {
  const [row] = await db
    .select({ user: circleUserColumns })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.referralCode, code), eq(circleMembers.status, 'ACTIVE')))
    .limit(1);
  return row?.user ?? null;
}

/** A user as lists show them, or null when there is none. */
export async function findUserSummary(db: DbOrTx, userId: string): Promise<UserSummary | null> {
  const [row] = await db.select(circleUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** Every row of the circle, in a stable order (for checks that nothing changed). */
export function listMembershipRows(db: DbOrTx, circleId: string): Promise<CircleMemberRow[]> {
  return db.select().from(circleMembers).where(eq(circleMembers.circleId, circleId)).orderBy(asc(circleMembers.userId));
}
