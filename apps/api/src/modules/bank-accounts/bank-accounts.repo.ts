import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { bankAccounts, type BankAccountRow } from '../../db/schema';

export type { BankAccountRow } from '../../db/schema';

/** Advisory-lock key space for a user's bank accounts (auth and verification use 7101-7104). */
const LOCK_BANK_ACCOUNTS = 7105;

export type NewBankAccountRow = typeof bankAccounts.$inferInsert;

/** A user's accounts, oldest first. */
export function listBankAccountsOfUser(db: DbOrTx, userId: string): Promise<BankAccountRow[]> {
  return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

export async function countBankAccountsOfUser(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row?.n ?? 0;
}

/** Until `tx` ends, other transactions adding an account for the same user wait. */
export async function lockBankAccountsOfUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BANK_ACCOUNTS}, hashtext(${userId}))`);
}

export async function insertBankAccount(db: DbOrTx, values: NewBankAccountRow): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('The bank account insert returned no row');
  return row;
}

/** The provider account id of the user's latest VERIFIED account, if any. */
export async function findVerifiedPayoutAccountId(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: bankAccounts.providerAccountId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.status, 'VERIFIED'), isNotNull(bankAccounts.providerAccountId)))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * Where payouts in `currency` go: the user's newest VERIFIED account in that currency (Stripe's
 * default for the currency), or null when they have none.
 */
export async function findDefaultPayoutAccount(db: DbOrTx, userId: string, currency: string): Promise<BankAccountRow | null> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.status, 'VERIFIED'), eq(bankAccounts.currency, currency)))
    .orderBy(desc(bankAccounts.createdAt), desc(bankAccounts.id))
    .limit(1);
  return row ?? null;
}
