import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

export type { NewUserRow, UserRow };

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySlug(db: DbOrTx, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

/** `email` as stored: trimmed and lower case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The new user, or undefined when the e-mail or the slug is taken already (the unique indexes decide). */
export async function insertUserUnlessTaken(db: DbOrTx, user: Pick<NewUserRow, 'email' | 'slug' | 'isAdmin'>): Promise<UserRow | undefined> {
  const [inserted] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return inserted;
}

export async function setUserAdmin(db: DbOrTx, id: string, isAdmin: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: string, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user signs in with `email` from now on, and every session they had ends: their session version moves on. */
export async function moveUserToEmail(db: DbOrTx, id: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ email, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** The user asked for the platform's product news (an RSVP's opt-in). */
export async function subscribeToProductUpdates(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ isSubscribedToUpdate: true }).where(eq(users.id, userId));
}
