import type { DisputeReason } from '@socials/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { disputes, type DisputeRow } from '../../db/schema';

/** Whether the attendee's own dispute of this payment is still open. */
export async function hasOpenAttendeeDispute(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), eq(disputes.source, 'ATTENDEE'), eq(disputes.status, 'OPEN')))
    .limit(1);
  return open !== undefined;
}

export async function insertAttendeeDispute(
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
