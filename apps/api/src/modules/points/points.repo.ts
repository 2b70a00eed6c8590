import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { pointsLedger, users, verifiedEmails, type PointsLedgerRow } from '../../db/schema';

export type { PointsLedgerRow };

/** The new entry, or undefined when this (reason, reference) was granted already: the unique key decides, races included. */
export async function insertPointsUnlessGranted(
  db: DbOrTx,
  entry: Pick<PointsLedgerRow, 'userId' | 'delta' | 'reason' | 'reference'>,
): Promise<PointsLedgerRow | undefined> {
  const [row] = await db
    .insert(pointsLedger)
    .values(entry)
    .onConflictDoNothing({ target: [pointsLedger.reason, pointsLedger.reference] })
    .returning();
  return row;
}

export async function sumPoints(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** Newest first. */
export async function listPoints(db: DbOrTx, userId: string, page: { after: PageCursor | null; limit: number }): Promise<PointsLedgerRow[]> {
  const newest = newestFirstPage(pointsLedger.createdAt, pointsLedger.id, page.after);
  return db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), newest.where))
    .orderBy(...newest.orderBy)
    .limit(page.limit);
}

/** How many of the user's verified e-mails of this category were verified before the one given. */
export async function countVerifiedEmailsBefore(db: DbOrTx, userId: string, verified: { id: string; emailCategory: string; createdAt: Date }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(verifiedEmails)
    .where(
      and(
        eq(verifiedEmails.userId, userId),
        eq(verifiedEmails.emailCategory, verified.emailCategory as 'GENERAL'),
        or(lt(verifiedEmails.createdAt, verified.createdAt), and(eq(verifiedEmails.createdAt, verified.createdAt), lt(verifiedEmails.id, verified.id))),
      ),
    );
  return row?.n ?? 0;
}

/** Locks the user's row: spends of one user's points run one after the other, so two never count the same balance. */
export async function lockPointsHolder(tx: Tx, userId: string): Promise<boolean> {
  // NO KEY UPDATE: spends of one user wait for each other, but not for the key-share locks that
  // inserting a row referring to the user takes (an unlock, an RSVP). FOR UPDATE conflicts with
  // those, so two transactions that each inserted one, then locked here, deadlocked.
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return row !== undefined;
}

export async function findPointsEntry(db: DbOrTx, reason: PointsLedgerRow['reason'], reference: string): Promise<PointsLedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.reason, reason), eq(pointsLedger.reference, reference)))
    .limit(1);
  return row;
}
