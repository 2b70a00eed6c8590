import type { DisputeReason, DisputeStatus } from '@socials/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { disputes, type DisputeRow } from '../../db/schema';

export type { DisputeRow } from '../../db/schema';

export type NewDisputeRow = typeof disputes.$inferInsert;

/** A payment's disputes, oldest first. */
export function listDisputesOfPayment(db: DbOrTx, paymentId: string): Promise<DisputeRow[]> {
  return db.select().from(disputes).where(eq(disputes.paymentId, paymentId)).orderBy(asc(disputes.createdAt));
}

/** The dispute the provider knows by this id, locked until `tx` ends. */
export async function lockDisputeByProviderId(tx: Tx, providerDisputeId: string): Promise<DisputeRow | null> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId)).for('update');
  return row ?? null;
}

export async function updateDisputeStatus(db: DbOrTx, disputeId: string, changes: { status: DisputeStatus; amountCents: number }, now: Date): Promise<void> {
  await db
    .update(disputes)
    .set({ ...changes, updatedAt: now })
    .where(eq(disputes.id, disputeId));
}

export async function insertProviderDispute(db: DbOrTx, values: Omit<NewDisputeRow, 'source'>): Promise<void> {
  await db.insert(disputes).values({ ...values, source: 'PROVIDER' });
}

/** An attendee disputes their payment: the dispute is the payment's, beside those the provider reports. */
export async function openAttendeeDispute(
  db: DbOrTx,
  values: { socialId: string; paymentId: string; userId: string; reason: DisputeReason; details: string | null; amountCents: number },
): Promise<DisputeRow> {
  const [row] = await db
    .insert(disputes)
    .values({ ...values, source: 'ATTENDEE' })
    .returning();
  if (!row) throw new Error('The dispute insert returned no row');
  return row;
}
