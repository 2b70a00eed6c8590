import type { UserSummary } from '@socials/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { circlePosts, postUnlocks, users, type CirclePostRow, type PostUnlockRow } from '../../db/schema';

export type { CirclePostRow, PostUnlockRow };
export type NewPostRow = typeof circlePosts.$inferInsert;
export type PostChanges = Partial<Pick<NewPostRow, 'title' | 'teaser' | 'body' | 'coverUrl' | 'access' | 'pointsCost' | 'priceCents'>>;

/** A post with its author's summary. */
export interface PostWithAuthor {
  post: CirclePostRow;
  author: UserSummary;
}

const authorColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: users.photoPath,
};

function selectPosts(db: DbOrTx) {
  return db.select({ post: circlePosts, author: authorColumns }).from(circlePosts).innerJoin(users, eq(users.id, circlePosts.authorId));
}

export async function insertPost(db: DbOrTx, values: NewPostRow): Promise<CirclePostRow> {
  const [row] = await db.insert(circlePosts).values(values).returning();
  return row!;
}

export async function findPost(db: DbOrTx, id: string): Promise<PostWithAuthor | null> {
  const [row] = await selectPosts(db).where(eq(circlePosts.id, id)).limit(1);
  return row ?? null;
}

/** A circle's posts, newest first, after the cursor. */
export function listPosts(db: DbOrTx, circleId: string, after: PageCursor | null, limit: number): Promise<PostWithAuthor[]> {
  const page = newestFirstPage(circlePosts.createdAt, circlePosts.id, after);
  return selectPosts(db)
    .where(and(eq(circlePosts.circleId, circleId), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

export async function updatePost(db: DbOrTx, id: string, changes: PostChanges): Promise<void> {
  await db
    .update(circlePosts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(circlePosts.id, id));
}

export async function deletePost(db: DbOrTx, id: string): Promise<void> {
  await db.delete(circlePosts).where(eq(circlePosts.id, id));
}

/** Which of these posts the user has unlocked. */
export async function unlockedPostIds(db: DbOrTx, userId: string, postIds: readonly string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postUnlocks.postId })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), inArray(postUnlocks.postId, [...postIds]), eq(postUnlocks.status, 'UNLOCKED')));
  return new Set(rows.map((row) => row.postId));
}

/**
 * Records an unlock; undefined when the user had unlocked the post already (the partial unique
 * index decides, races included).
 */
export async function insertUnlock(db: DbOrTx, values: typeof postUnlocks.$inferInsert): Promise<PostUnlockRow | undefined> {
  const [row] = await db
    .insert(postUnlocks)
    .values(values)
    .onConflictDoNothing({ target: [postUnlocks.postId, postUnlocks.userId], where: sql`status = 'UNLOCKED'` })
    .returning();
  return row;
}

export async function setUnlockCheckout(db: DbOrTx, id: string, checkout: { sessionId: string; url: string }): Promise<void> {
  await db.update(postUnlocks).set({ providerSessionId: checkout.sessionId, checkoutUrl: checkout.url }).where(eq(postUnlocks.id, id));
}

/** The paid unlock a checkout session belongs to. */
export async function findUnlockOfSession(db: DbOrTx, sessionId: string): Promise<PostUnlockRow | null> {
  const [row] = await db.select().from(postUnlocks).where(eq(postUnlocks.providerSessionId, sessionId)).limit(1);
  return row ?? null;
}

/** The unlock, locked until the transaction ends (a webhook and its retry take turns). */
export async function lockUnlock(tx: DbOrTx, id: string): Promise<PostUnlockRow | null> {
  const [row] = await tx.select().from(postUnlocks).where(eq(postUnlocks.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findOpenUnlock(db: DbOrTx, postId: string, userId: string): Promise<PostUnlockRow | null> {
  const [row] = await db
    .select()
    .from(postUnlocks)
    .where(and(eq(postUnlocks.postId, postId), eq(postUnlocks.userId, userId), eq(postUnlocks.status, 'OPEN')))
    .orderBy(desc(postUnlocks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function hasUnlocked(db: DbOrTx, postId: string, userId: string): Promise<boolean> {
  return (await unlockedPostIds(db, userId, [postId])).has(postId);
}

/** An open paid unlock ends: UNLOCKED with the provider's payment, or EXPIRED. */
export async function endUnlock(db: DbOrTx, id: string, status: 'UNLOCKED' | 'EXPIRED' | 'REFUNDING', providerPaymentId: string | null): Promise<void> {
  await db
    .update(postUnlocks)
    .set({ status, providerPaymentId, unlockedAt: status === 'UNLOCKED' ? new Date() : null })
    .where(and(eq(postUnlocks.id, id), eq(postUnlocks.status, 'OPEN')));
}

/** REFUNDING → REFUNDED once the provider gave the payment back; a repeat changes nothing. */
export async function markUnlockRefunded(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(postUnlocks)
    .set({ status: 'REFUNDED' })
    .where(and(eq(postUnlocks.id, id), eq(postUnlocks.status, 'REFUNDING')));
}
