import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { disputes } from '../../db/schema';

/** Whether the attendee's own dispute of this payment is still open. */
export async function hasOpenAttendeeDispute(db: DbOrTx, paymentId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.paymentId, paymentId), eq(disputes.source, 'ATTENDEE'), eq(disputes.status, 'OPEN')))
    .limit(1);
  return open !== undefined;
}
