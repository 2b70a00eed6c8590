import type { PayoutStatus } from '@socials/domain';
import { and, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { newestFirstPage, type PageCursor } from '../../core/keyset-paging';
import { bankAccounts, payments, payouts, socials, type PaymentRow, type PayoutRow } from '../../db/schema';

export type { PayoutRow } from '../../db/schema';

export type NewPayoutRow = typeof payouts.$inferInsert;

/** Advisory-lock key space for a host's payouts (auth, verification and bank accounts use 7101-7105). */
const LOCK_PAYOUTS = 7106;

/** Until `tx` ends, another sweep deciding this host's payouts waits. */
export async function lockPayoutsOfHost(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_PAYOUTS}, hashtext(${userId}))`);
}

/**
 * A paid payment is settled once its social is over by `cutoff` (not cancelled: those are refunded
 * in full) and its deposit, if any, was settled by the no-show policy.
 */
const settledAt = (cutoff: Date) =>
  and(
    eq(payments.status, 'PAID'),
    eq(socials.isCancelled, false),
    lte(socials.eventEndAt, cutoff),
    or(eq(payments.depositCents, 0), isNotNull(payments.depositSettledAt)),
  );

/** The owners of socials with settled payments by `cutoff`: the hosts a sweep looks at. */
export async function listHostsWithSettledPayments(db: DbOrTx, cutoff: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ownerId: socials.ownerId })
    .from(payments)
    .innerJoin(socials, eq(socials.id, payments.socialId))
    .where(settledAt(cutoff));
  return rows.map((row) => row.ownerId);
}

/** The host's settled payments by `cutoff`, in every currency. */
export function listSettledPaymentsOfOwner(db: DbOrTx, ownerId: string, cutoff: Date): Promise<PaymentRow[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(socials, eq(socials.id, payments.socialId))
    .where(and(eq(socials.ownerId, ownerId), settledAt(cutoff)))
    .then((rows) => rows.map((row) => row.payment));
}

/** Every payout of the user, of any status. */
export function listPayoutsOfUser(db: DbOrTx, userId: string): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.userId, userId));
}

/** The latest day covered by the user's payouts in `currency` that did not fail. */
export async function findLastPeriodEnd(db: DbOrTx, userId: string, currency: string): Promise<string | null> {
  const [row] = await db
    .select({ periodEnd: payouts.periodEnd })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.currency, currency), ne(payouts.status, 'FAILED')))
    .orderBy(desc(payouts.periodEnd))
    .limit(1);
  return row?.periodEnd ?? null;
}

/** Inserts the payout unless the user already has one in this currency for this period; null then. */
export async function insertPayoutOnce(db: DbOrTx, values: NewPayoutRow): Promise<PayoutRow | null> {
  const [row] = await db.insert(payouts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export interface PayoutWithAccount {
  payout: PayoutRow;
  account: { last4: string; providerAccountId: string | null };
}

const withAccount = { payout: payouts, account: { last4: bankAccounts.accountLast4, providerAccountId: bankAccounts.providerAccountId } };

export async function findPayoutWithAccount(db: DbOrTx, payoutId: string): Promise<PayoutWithAccount | null> {
  const [row] = await db.select(withAccount).from(payouts).innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId)).where(eq(payouts.id, payoutId));
  return row ?? null;
}

/** A page of the user's payouts, newest first, after `cursor`. */
export function listPayoutPage(db: DbOrTx, userId: string, cursor: PageCursor | null, limit: number): Promise<PayoutWithAccount[]> {
  const page = newestFirstPage(payouts.createdAt, payouts.id, cursor);
  return db
    .select(withAccount)
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(and(eq(payouts.userId, userId), page.where))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** The provider took the payout: its id and expected arrival are kept while it stays PENDING. */
export async function recordPayoutSent(db: DbOrTx, payoutId: string, sent: { providerPayoutId: string; arrivalDate: string }): Promise<void> {
  await db
    .update(payouts)
    .set({ ...sent, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PENDING')));
}

/**
 * The provider's later word on a payout it took (payout.paid, payout.failed): a PENDING payout is
 * paid or failed; a PAID one can still fail (the bank sent the money back). Our payout id is in the
 * provider payout's metadata; false when no payout of ours was changed.
 */
export async function settlePayoutFromProvider(
  db: DbOrTx,
  payoutId: string,
  outcome: { status: 'PAID'; arrivalDate: string | null } | { status: 'FAILED'; failureMessage: string },
): Promise<boolean> {
  const from: PayoutStatus[] = outcome.status === 'PAID' ? ['PENDING'] : ['PENDING', 'PAID'];
  const changes =
    outcome.status === 'PAID'
      ? { status: outcome.status, ...(outcome.arrivalDate ? { arrivalDate: outcome.arrivalDate } : {}) }
      : { status: outcome.status, failureMessage: outcome.failureMessage };
  const rows = await db
    .update(payouts)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, from)))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

/** Records the provider's answer on a PENDING payout; false when it was no longer pending. */
export async function finishPendingPayout(
  db: DbOrTx,
  payoutId: string,
  outcome: { status: Exclude<PayoutStatus, 'PENDING'>; providerPayoutId?: string; arrivalDate?: string; failureMessage?: string },
): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set({
      status: outcome.status,
      providerPayoutId: outcome.providerPayoutId ?? null,
      arrivalDate: outcome.arrivalDate ?? null,
      failureMessage: outcome.failureMessage ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'PENDING')))
    .returning({ id: payouts.id });
  return rows.length > 0;
}
