import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { payments, refunds, type RefundRow } from '../../db/schema';

export type { RefundRow } from '../../db/schema';

export type NewRefundRow = typeof refunds.$inferInsert;

/** A payment's refunds, oldest first. */
export function listRefundsOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The refunds of several payments, oldest first. */
export async function listRefundsOfPayments(db: DbOrTx, paymentIds: readonly string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, [...paymentIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The refunds of every payment of an RSVP, oldest first. */
export async function listRefundsOfRsvp(db: DbOrTx, rsvpId: string): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.rsvpId, rsvpId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ refund }) => refund);
}

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row ?? null;
}

/** Whether a refund was stored under this request key (a job's key). */
export async function hasRefundWithRequestKey(db: DbOrTx, requestKey: string): Promise<boolean> {
  const [row] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.requestKey, requestKey));
  return row !== undefined;
}

export async function insertRefund(db: DbOrTx, values: NewRefundRow): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('Insert returned no refund');
  return row;
}

/** PENDING → SUCCEEDED with the provider's refund id; null when it was no longer PENDING. */
export async function markRefundSucceeded(db: DbOrTx, refundId: string, providerRefundId: string, now: Date): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRefundId, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export async function markRefundFailed(db: DbOrTx, refundId: string, failureMessage: string, now: Date): Promise<RefundRow | null> {
  const [row] = await db.update(refunds).set({ status: 'FAILED', failureMessage, updatedAt: now }).where(eq(refunds.id, refundId)).returning();
  return row ?? null;
}
