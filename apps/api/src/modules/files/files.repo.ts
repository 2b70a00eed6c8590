import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { derivedImages } from '../../db/schema';

/** A served image's last use is written at most this often: most reads of a popular image write nothing. */
const TOUCH_EVERY = '1 hour';

/**
 * Counts a resized image as stored and used now: a new row, or the last use of the existing one
 * moved forward (at most once per TOUCH_EVERY).
 */
export async function recordDerivedImage(db: DbOrTx, key: string, bytes: number, now = new Date()): Promise<void> {
  await db
    .insert(derivedImages)
    .values({ key, bytes, lastUsedAt: now })
    .onConflictDoUpdate({
      target: derivedImages.key,
      set: { bytes, lastUsedAt: now },
      setWhere: sql`${derivedImages.lastUsedAt} < ${now.toISOString()}::timestamptz - ${TOUCH_EVERY}::interval`,
    });
}

/**
 * Forgets the least recently used resized images past `budgetBytes` in all (the most recently used
 * are kept while they fit) and answers their keys, for their objects to be deleted.
 */
export async function forgetDerivedImagesOverBudget(db: DbOrTx, budgetBytes: number): Promise<string[]> {
  const ranked = db.$with('ranked').as(
    db
      .select({
        key: derivedImages.key,
        kept: sql<number>`sum(${derivedImages.bytes}) over (order by ${derivedImages.lastUsedAt} desc, ${derivedImages.key})`.as('kept'),
      })
      .from(derivedImages),
  );
  const over = db.with(ranked).select({ key: ranked.key }).from(ranked).where(sql`${ranked.kept} > ${budgetBytes}`);
  const forgotten = await db.delete(derivedImages).where(inArray(derivedImages.key, over)).returning({ key: derivedImages.key });
  return forgotten.map((row) => row.key);
}
