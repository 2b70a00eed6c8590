import type { PaymentProviderName, ProposalPaymentStatus } from '@socials/domain';
import { and, asc, count, desc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { proposalPayments, proposalRsvps, proposalVotes, users, type ProposalPaymentRow } from '../../db/schema';

export type { ProposalPaymentRow };

/** The supporter's latest deposit on the proposal, whatever became of it. */
export async function findLatestPaymentOf(db: DbOrTx, proposalId: string, userId: string): Promise<ProposalPaymentRow | null> {
  const [row] = await db
    .select()
    .from(proposalPayments)
    .where(and(eq(proposalPayments.proposalId, proposalId), eq(proposalPayments.userId, userId)))
    .orderBy(desc(proposalPayments.createdAt), desc(proposalPayments.id))
    .limit(1);
  return row ?? null;
}

/** The supporter's OPEN or PAID deposit, locked until the transaction ends. */
export async function lockLivePaymentOf(db: DbOrTx, proposalId: string, userId: string): Promise<ProposalPaymentRow | null> {
  const [row] = await db
    .select()
    .from(proposalPayments)
    .where(and(eq(proposalPayments.proposalId, proposalId), eq(proposalPayments.userId, userId), inArray(proposalPayments.status, ['OPEN', 'PAID'])))
    .for('update');
  return row ?? null;
}

export async function lockPayment(db: DbOrTx, id: string): Promise<ProposalPaymentRow | null> {
  const [row] = await db.select().from(proposalPayments).where(eq(proposalPayments.id, id)).for('update');
  return row ?? null;
}

export async function findPayment(db: DbOrTx, id: string): Promise<ProposalPaymentRow | null> {
  const [row] = await db.select().from(proposalPayments).where(eq(proposalPayments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaymentOfSession(db: DbOrTx, sessionId: string): Promise<ProposalPaymentRow | null> {
  const [row] = await db.select().from(proposalPayments).where(eq(proposalPayments.providerSessionId, sessionId)).limit(1);
  return row ?? null;
}

export async function insertPayment(db: DbOrTx, values: typeof proposalPayments.$inferInsert): Promise<ProposalPaymentRow> {
  const [row] = await db.insert(proposalPayments).values(values).returning();
  return row!;
}

export async function setCheckout(db: DbOrTx, id: string, checkout: { provider: PaymentProviderName; sessionId: string; url: string }): Promise<void> {
  await db
    .update(proposalPayments)
    .set({ provider: checkout.provider, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url, updatedAt: new Date() })
    .where(eq(proposalPayments.id, id));
}

/** Moves a deposit from one status to the next; null when it was not in `from` (another change came first). */
export async function moveStatus(
  db: DbOrTx,
  id: string,
  from: readonly ProposalPaymentStatus[],
  to: ProposalPaymentStatus,
  extra: Partial<Pick<ProposalPaymentRow, 'providerPaymentId' | 'paidAt' | 'providerRefundId' | 'refundedAt' | 'rsvpId'>> = {},
): Promise<ProposalPaymentRow | null> {
  const [row] = await db
    .update(proposalPayments)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(proposalPayments.id, id), inArray(proposalPayments.status, [...from])))
    .returning();
  return row ?? null;
}

/** Ends every OPEN checkout of the proposal (it can no longer be backed); returns their provider sessions. */
export async function expireOpenPayments(db: DbOrTx, proposalId: string): Promise<string[]> {
  const rows = await db
    .update(proposalPayments)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(and(eq(proposalPayments.proposalId, proposalId), eq(proposalPayments.status, 'OPEN')))
    .returning({ sessionId: proposalPayments.providerSessionId });
  return rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
}

/** Ends OPEN checkouts whose hold lapsed, so that their supporter may start another. */
export async function expireLapsedPayments(db: DbOrTx, proposalId: string, userId: string, now: Date): Promise<void> {
  await db
    .update(proposalPayments)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(
      and(
        eq(proposalPayments.proposalId, proposalId),
        eq(proposalPayments.userId, userId),
        eq(proposalPayments.status, 'OPEN'),
        lt(proposalPayments.holdExpiresAt, now),
      ),
    );
}

/** The confirmed deposits of the proposal, first paid first. */
export function listPaidPayments(db: DbOrTx, proposalId: string): Promise<ProposalPaymentRow[]> {
  return db
    .select()
    .from(proposalPayments)
    .where(and(eq(proposalPayments.proposalId, proposalId), eq(proposalPayments.status, 'PAID')))
    .orderBy(asc(proposalPayments.paidAt), asc(proposalPayments.id));
}

export async function countPaid(db: DbOrTx, proposalId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proposalPayments)
    .where(and(eq(proposalPayments.proposalId, proposalId), inArray(proposalPayments.status, ['PAID', 'CONVERTED'])));
  return row?.n ?? 0;
}

export async function findPayerEmail(db: DbOrTx, userId: string): Promise<{ email: string; firstName: string | null } | null> {
  const [row] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

const paidBy = (proposalId: string, userIdColumn: typeof proposalVotes.userId | typeof proposalRsvps.userId) =>
  notExists(
    sql`(select 1 from ${proposalPayments} where ${proposalPayments.proposalId} = ${proposalId} and ${proposalPayments.userId} = ${userIdColumn} and ${proposalPayments.status} = 'PAID')`,
  );

/** At the paid deadline: the votes and answers of supporters who did not pay are dropped. Returns how many votes went. */
export async function dropUnpaidCommitments(db: DbOrTx, proposalId: string): Promise<number> {
  const dropped = await db
    .delete(proposalVotes)
    .where(and(eq(proposalVotes.proposalId, proposalId), paidBy(proposalId, proposalVotes.userId)))
    .returning({ userId: proposalVotes.userId });
  await db
    .delete(proposalRsvps)
    .where(and(eq(proposalRsvps.proposalId, proposalId), eq(proposalRsvps.status, 'INTERESTED'), paidBy(proposalId, proposalRsvps.userId)));
  return dropped.length;
}
