import { providerBankNumbers, type BankAccount, type BankAccountInput } from '@socials/domain';
import type { ServiceLogger } from '../../core/app-deps';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { PaymentProvider, PayoutAccount, PayoutAccountInput } from '../../core/payment-provider';
import { findUserById } from '../users';
import { countBankAccountsOfUser, insertBankAccount, listBankAccountsOfUser, lockBankAccountsOfUser, type BankAccountRow } from './bank-accounts.repo';
import { requireBankAccountsReader } from './bank-accounts.policy';
import { bankAccountsError } from './bank-accounts.errors';

export const MAX_BANK_ACCOUNTS_PER_USER = 10;

const TOO_MANY = `You can add at most ${MAX_BANK_ACCOUNTS_PER_USER} bank accounts`;

export interface BankAccountDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  log: ServiceLogger;
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
  return (await listBankAccountsOfUser(db, userId)).map(toBankAccount);
}

async function isFull(db: DbOrTx, userId: string): Promise<boolean> {
  return (await countBankAccountsOfUser(db, userId)) >= MAX_BANK_ACCOUNTS_PER_USER;
}

/** GET /payments/bank-accounts: the caller's accounts, oldest first. */
export function listMyBankAccounts(db: Db, viewer: Caller): Promise<BankAccount[]> {
  return listOf(db, viewer.userId);
}

/** GET /payments/bank-accounts/{recipient}: someone's accounts, for themself and staff (403 for anyone else, 404 for no such user). */
export async function listBankAccountsOf(db: Db, viewer: Caller, recipientId: string): Promise<BankAccount[]> {
  requireBankAccountsReader(viewer, recipientId);
  if (!(await findUserById(db, recipientId))) throw bankAccountsError('NOT_FOUND', 'User not found');
  return listOf(db, recipientId);
}

function tooMany() {
  return bankAccountsError('TOO_MANY_BANK_ACCOUNTS', TOO_MANY);
}

/** Registers the account with the provider; the full numbers go there and nowhere else (not even the log). */
async function registerPayoutAccount(
  deps: BankAccountDeps,
  viewer: Caller,
  account: Omit<PayoutAccountInput, 'userId' | 'email' | 'returnUrl'>,
): Promise<PayoutAccount> {
  if (!deps.payments) return { providerAccountId: null, status: 'PENDING', onboardingUrl: null };
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw bankAccountsError('NOT_FOUND', 'User not found');
  try {
    return await deps.payments.createPayoutAccount({
      ...account,
      userId: viewer.userId,
      email: user.email,
      returnUrl: `${deps.config.publicUrl}/host/payouts`,
    });
  } catch (err) {
    // Only the message: a provider error object may carry the request's parameters.
    deps.log.error(
      { userId: viewer.userId, message: err instanceof Error ? err.message : String(err) },
      'The payment provider could not register a bank account',
    );
    throw bankAccountsError('BANK_ACCOUNT_NOT_REGISTERED', 'The payment provider could not register this bank account: try again in a moment');
  }
}

/**
 * POST /payments/bank-accounts: adds a payout account of the caller, with the bank details its
 * country asks for (checked by the contract). Only the last four characters of the bank code and
 * of the account number (or IBAN) are stored. Without a provider the account stays PENDING.
 */
export async function createBankAccount(deps: BankAccountDeps, viewer: Caller, body: BankAccountInput): Promise<BankAccount> {
  const { db } = deps;
  // Checked before the provider call so that a full list costs the provider nothing; checked again under the lock below.
  if (await isFull(db, viewer.userId)) throw tooMany();
  const { holderKind, accountType, holderName, country, currency } = body;
  const numbers = providerBankNumbers(country, body);
  const payout = await registerPayoutAccount(deps, viewer, { holderKind, accountType, holderName, country, currency, ...numbers });
  const row = await withTransaction(db, async (tx) => {
    await lockBankAccountsOfUser(tx, viewer.userId);
    if (await isFull(tx, viewer.userId)) throw tooMany();
    return insertBankAccount(tx, {
      userId: viewer.userId,
      holderKind,
      accountType,
      holderName,
      country,
      currency,
      routingLast4: numbers.routingNumber?.replace(/[^A-Z0-9]/g, '').slice(-4) ?? '',
      accountLast4: numbers.accountNumber.slice(-4),
      status: payout.status,
      providerAccountId: payout.providerAccountId,
      onboardingUrl: payout.onboardingUrl,
    });
  });
  return toBankAccount(row);
}
