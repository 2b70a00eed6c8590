import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Me, PublicUser, UpdateMeBody, UserSummary, VerifiedEmail } from '@socials/domain';
import type { Db } from '../../core/db';
import { users, type UserRow } from '../../db/schema';
import { listVerifiedEmails } from '../verification';
import { withVerifiedOrganization, withVerifiedSchool } from './affiliations';

export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    slug: row.slug,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    photoPath: row.photoPath,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    ...toUserSummary(row),
    currentCity: row.currentCity,
    curPosition: row.curPosition ?? null,
    curAcademic: row.curAcademic ?? null,
    registeredTimestamp: row.createdAt.getTime(),
  };
}

export function toMe(row: UserRow, verifiedEmails: VerifiedEmail[]): Me {
  return {
    ...toPublicUser(row),
    email: row.email,
    isAdmin: row.isAdmin,
    isValid: row.isValid,
    isAnonymous: false,
    isSubscribedToUpdate: row.isSubscribedToUpdate,
    verifiedEmails,
  };
}

/** The user's own record with their verified e-mails. */
export async function loadMe(db: Db, row: UserRow): Promise<Me> {
  return toMe(row, await listVerifiedEmails(db, row.id));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A new user's profile address: random, so that it tells nothing about their e-mail address
 * (profiles are public, the address is not). "member-" and ten characters from 32: 2^50 of them.
 */
export function randomUserSlug(): string {
  const bytes = randomBytes(10);
  return `member-${Array.from(bytes, (byte) => SLUG_ALPHABET[byte % SLUG_ALPHABET.length]).join('')}`;
}

/**
 * The user with this e-mail, created on first sign-in. Concurrent first sign-ins of the same
 * address both end up with the one row (the unique e-mail index decides).
 */
export async function findOrCreateUserByEmail(db: Db, email: string, defaults: { isAdmin?: boolean } = {}): Promise<{ user: UserRow; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const existing = await findUserByEmail(db, normalised);
  if (existing) return { user: existing, created: false };

  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await db
      .insert(users)
      .values({ email: normalised, slug: randomUserSlug(), isAdmin: defaults.isAdmin ?? false })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { user: inserted[0], created: true };
    // Either someone else created this e-mail meanwhile, or the random slug collided: look again.
    const raced = await findUserByEmail(db, normalised);
    if (raced) return { user: raced, created: false };
  }
  throw new Error('Could not pick a unique slug for a new user');
}

export async function setUserAdmin(db: Db, id: string, isAdmin: boolean): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row;
}

/** The profile fields the user sent; whether their organization and school are verified is the server's call. */
export async function updateMe(db: Db, id: string, body: UpdateMeBody): Promise<UserRow | undefined> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.displayName !== undefined) changes.displayName = body.displayName === '' ? null : body.displayName;
  if (body.photoPath !== undefined) changes.photoPath = body.photoPath;
  if (body.currentCity !== undefined) changes.currentCity = body.currentCity === '' ? null : body.currentCity;
  if (body.curPosition || body.curAcademic) {
    const verified = await listVerifiedEmails(db, id);
    if (body.curPosition) changes.curPosition = withVerifiedOrganization(body.curPosition, verified);
    if (body.curAcademic) changes.curAcademic = withVerifiedSchool(body.curAcademic, verified);
  }
  if (body.curPosition === null) changes.curPosition = null;
  if (body.curAcademic === null) changes.curAcademic = null;
  if (body.isSubscribedToUpdate !== undefined) changes.isSubscribedToUpdate = body.isSubscribedToUpdate;

  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}
