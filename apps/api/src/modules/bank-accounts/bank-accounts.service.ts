import type { BankAccount, BankAccountInput } from '@socials/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { Db, Tx } from '../../core/db';
import { bankAccounts, users, type BankAccountRow } from '../../db/schema';
import { badGateway, badRequest, forbidden, notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import type { PaymentProvider, PayoutAccount } from '../payments';


export const MAX_BANK_ACCOUNTS_PER_USER = 10;

const TOO_MANY = `You can add at most ${MAX_BANK_ACCOUNTS_PER_USER} bank accounts`;

/** Advisory-lock key space for a user's bank accounts (auth.service and verification.service use 7101-7104). */
const LOCK_BANK_ACCOUNTS = 7105;

export interface BankAccountDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: FastifyBaseLogger;
  payments: PaymentProvider | null;
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    userId: row.userId,
    holderKind: row.holderKind,
    accountType: row.accountType,
    holderName: row.holderName,
    country: row.country,
    currency: row.currency,
    routingLast4: row.routingLast4,
    accountLast4: row.accountLast4,
    status: row.status,
    onboardingUrl: row.onboardingUrl,
    createdAt: row.createdAt.getTime(),
  };
}

async function listOf(db: Db, userId: string): Promise<BankAccount[]> {
  const rows = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map(toBankAccount);
}

async function countOf(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  return row?.n ?? 0;
}

/** GET /payments/bank-accounts: the caller's accounts, oldest first. */
export function listMyBankAccounts(db: Db, viewer: RequestAuth): Promise<BankAccount[]> {
  return listOf(db, viewer.userId);
}

/** GET /payments/bank-accounts/{recipient}: someone's accounts, for themself and staff (403 for anyone else, 404 for no such user). */
export async function listBankAccountsOf(db: Db, viewer: RequestAuth, recipientId: string): Promise<BankAccount[]> {
  if (recipientId !== viewer.userId && !viewer.isAdmin) throw forbidden("Only staff can see someone else's bank accounts");
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipientId)).limit(1);
  if (!user) throw notFound('User not found');
  return listOf(db, recipientId);
}

function tooMany() {
  return badRequest(TOO_MANY);
}

/** Registers the account with the provider; the full numbers go there and nowhere else (not even the log). */
async function registerPayoutAccount(deps: BankAccountDeps, viewer: RequestAuth, body: BankAccountInput): Promise<PayoutAccount> {
  if (!deps.payments) return { providerAccountId: null, status: 'PENDING', onboardingUrl: null };
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (!user) throw notFound('User not found');
  try {
    return await deps.payments.createPayoutAccount({ ...body, userId: viewer.userId, email: user.email, returnUrl: `${deps.config.publicUrl}/host/payouts` });
  } catch (err) {
    // Only the message: a provider error object may carry the request's parameters.
    deps.log.error({ userId: viewer.userId, message: err instanceof Error ? err.message : String(err) }, 'The payment provider could not register a bank account');
    throw badGateway('The payment provider could not register this bank account: try again in a moment');
  }
}

/**
 * POST /payments/bank-accounts: adds a payout account of the caller. Only the last four digits of
 * the routing and account numbers are stored. Without a provider the account stays PENDING.
 */
export async function createBankAccount(deps: BankAccountDeps, viewer: RequestAuth, body: BankAccountInput): Promise<BankAccount> {
  const { db } = deps;
  // Checked before the provider call so that a full list costs the provider nothing; checked again under the lock below.
  if ((await countOf(db, viewer.userId)) >= MAX_BANK_ACCOUNTS_PER_USER) throw tooMany();
  const payout = await registerPayoutAccount(deps, viewer, body);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BANK_ACCOUNTS}, hashtext(${viewer.userId}))`);
    if ((await countOf(tx, viewer.userId)) >= MAX_BANK_ACCOUNTS_PER_USER) throw tooMany();
    const [inserted] = await tx
      .insert(bankAccounts)
      .values({
        userId: viewer.userId,
        holderKind: body.holderKind,
        accountType: body.accountType,
        holderName: body.holderName,
        country: body.country,
        currency: body.currency,
        routingLast4: body.routingNumber.slice(-4),
        accountLast4: body.accountNumber.slice(-4),
        status: payout.status,
        providerAccountId: payout.providerAccountId,
        onboardingUrl: payout.onboardingUrl,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('The bank account insert returned no row');
  return toBankAccount(row);
}
