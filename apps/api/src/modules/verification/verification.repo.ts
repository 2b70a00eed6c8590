import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { countWrongGuess, enforceRateLimits, spendCode, type StoredCodes } from '../../core/one-time-code';
import { emailVerificationCodes, verifiedEmails, type VerifiedEmailRow } from '../../db/schema';

export type EmailVerificationCodeRow = typeof emailVerificationCodes.$inferSelect;
export type { VerifiedEmailRow };

/** Advisory-lock key spaces (the auth repository uses 7101 and 7102). */
const LOCK_EMAIL = 7103;
const LOCK_USER = 7104;

/** Parallel requests take turns so that a burst cannot slip past the counts; always e-mail, then user. */
export async function lockVerificationRequests(tx: Tx, email: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USER}, hashtext(${userId}))`);
}

/** 429 once the codes already sent for this address or by this user reach a limit. */
export function enforceVerificationLimits(
  tx: Tx,
  limits: { windowSeconds: number; perEmail: number; perUser: number },
  email: string,
  userId: string,
  now: Date,
): Promise<void> {
  return enforceRateLimits(
    tx,
    {
      table: emailVerificationCodes,
      createdAt: emailVerificationCodes.createdAt,
      windowSeconds: limits.windowSeconds,
      noun: 'verification codes',
      checks: [
        { column: emailVerificationCodes.email, value: email, limit: limits.perEmail, what: 'this e-mail address' },
        { column: emailVerificationCodes.userId, value: userId, limit: limits.perUser, what: 'your account' },
      ],
    },
    now,
  );
}

/** The user's verified e-mails, oldest first. */
export function listVerifiedEmailRows(db: DbOrTx, userId: string): Promise<VerifiedEmailRow[]> {
  return db.select().from(verifiedEmails).where(eq(verifiedEmails.userId, userId)).orderBy(asc(verifiedEmails.createdAt), asc(verifiedEmails.id));
}

export async function findVerifiedEmail(db: DbOrTx, email: string): Promise<VerifiedEmailRow | undefined> {
  const [row] = await db.select().from(verifiedEmails).where(eq(verifiedEmails.email, email)).limit(1);
  return row;
}

/** The verified address, or undefined when another row holds it already (the unique address decides). */
export async function insertVerifiedEmailUnlessTaken(db: DbOrTx, row: typeof verifiedEmails.$inferInsert): Promise<VerifiedEmailRow | undefined> {
  const [inserted] = await db.insert(verifiedEmails).values(row).onConflictDoNothing({ target: verifiedEmails.email }).returning();
  return inserted;
}

export async function insertVerificationCode(db: DbOrTx, code: typeof emailVerificationCodes.$inferInsert): Promise<void> {
  await db.insert(emailVerificationCodes).values(code);
}

/** Voids the user's unspent codes for this address: only the newest one works. */
export async function voidOpenVerificationCodes(db: DbOrTx, userId: string, email: string, now: Date): Promise<void> {
  await db
    .update(emailVerificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailVerificationCodes.userId, userId), eq(emailVerificationCodes.email, email), isNull(emailVerificationCodes.consumedAt)));
}

export async function findVerificationCode(db: DbOrTx, id: string): Promise<EmailVerificationCodeRow | undefined> {
  const [row] = await db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.id, id)).limit(1);
  return row;
}

const VERIFICATION_CODES: StoredCodes = {
  table: emailVerificationCodes,
  id: emailVerificationCodes.id,
  attempts: emailVerificationCodes.attempts,
  consumedAt: emailVerificationCodes.consumedAt,
};

/** Counts a wrong guess; the `maxAttempts`-th voids the code. */
export function countWrongVerificationGuess(db: DbOrTx, codeId: string, maxAttempts: number): Promise<void> {
  return countWrongGuess(db, VERIFICATION_CODES, codeId, maxAttempts);
}

/** Spends the code; false when a parallel request spent it first. */
export function spendVerificationCode(db: DbOrTx, codeId: string, now: Date): Promise<boolean> {
  return spendCode(db, VERIFICATION_CODES, codeId, now);
}

/** A deleted account's addresses are forgotten: those it proved and the codes sent to it. */
export async function forgetVerifiedEmails(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(verifiedEmails).where(eq(verifiedEmails.userId, userId));
  await tx.delete(emailVerificationCodes).where(eq(emailVerificationCodes.userId, userId));
}
