import type { UserSummary } from '@socials/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { socialHosts, socials, users, type SocialRow, type UserRow } from '../../db/schema';
import { userSummaryColumns } from './socials.repo';

/** Removes the social's co-hosts (accepted or invited) other than `keep`. */
export async function deleteCoHostsExcept(db: DbOrTx, socialId: string, keep: readonly string[]): Promise<void> {
  await db.delete(socialHosts).where(and(eq(socialHosts.socialId, socialId), keep.length > 0 ? notInArray(socialHosts.userId, [...keep]) : undefined));
}

/** Invites these users (PENDING); returns those newly invited, leaving who was named before as they were. */
export async function insertCoHostInvitations(db: DbOrTx, socialId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const invited = await db
    .insert(socialHosts)
    .values(userIds.map((userId) => ({ socialId, userId, status: 'PENDING' as const })))
    .onConflictDoNothing()
    .returning({ userId: socialHosts.userId });
  return invited.map((row) => row.userId);
}

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function listUserEmails(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return rows.map((row) => row.email);
}

/** The user's open invitations on socials that are not deleted, with the social's owner, oldest first. */
export function listOpenCoHostInvitations(db: DbOrTx, userId: string): Promise<{ social: SocialRow; invitedAt: Date; owner: UserSummary }[]> {
  return db
    .select({ social: socials, invitedAt: socialHosts.invitedAt, owner: userSummaryColumns })
    .from(socialHosts)
    .innerJoin(socials, eq(socials.id, socialHosts.socialId))
    .innerJoin(users, eq(users.id, socials.ownerId))
    .where(and(eq(socialHosts.userId, userId), eq(socialHosts.status, 'PENDING'), eq(socials.isDeleted, false)))
    .orderBy(asc(socialHosts.invitedAt));
}

/** Whether the user has an open invitation to co-host this social (which is not deleted). */
export async function hasOpenCoHostInvitation(db: DbOrTx, socialId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ socialId: socialHosts.socialId })
    .from(socialHosts)
    .innerJoin(socials, eq(socials.id, socialHosts.socialId))
    .where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, userId), eq(socials.isDeleted, false), eq(socialHosts.status, 'PENDING')));
  return row !== undefined;
}

export async function markCoHostAccepted(db: DbOrTx, socialId: string, userId: string): Promise<void> {
  await db
    .update(socialHosts)
    .set({ status: 'ACCEPTED', acceptedAt: new Date() })
    .where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, userId)));
}

export async function deleteCoHostInvitation(db: DbOrTx, socialId: string, userId: string): Promise<void> {
  await db.delete(socialHosts).where(and(eq(socialHosts.socialId, socialId), eq(socialHosts.userId, userId), eq(socialHosts.status, 'PENDING')));
}
