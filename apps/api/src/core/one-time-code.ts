import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from './db';
import { coreError } from './domain-error';

/**
 * The pieces shared by the e-mailed 6-digit codes (sign-in and e-mail verification): making a
 * code, storing only a keyed hash of it, checking a guess, and rate limits counted from the codes'
 * own table so that they hold across API instances.
 */

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keyed hash: a leaked table row does not let anyone check guesses offline without the secret. `subject` binds the code to what it proves. */
export function hashCode(secret: string, subject: string, code: string): string {
  return createHmac('sha256', secret).update(`${subject}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A table of e-mailed codes: each row counts its wrong guesses and is spent once. */
export interface StoredCodes {
  table: PgTable;
  id: AnyPgColumn;
  attempts: AnyPgColumn;
  consumedAt: AnyPgColumn;
}

/** Counts a wrong guess, and voids the code on the `maxAttempts`-th, in one statement so that parallel guesses cannot slip past. */
export async function countWrongGuess(db: DbOrTx, codes: StoredCodes, codeId: string, maxAttempts: number): Promise<void> {
  const attempts = sql.identifier(codes.attempts.name);
  const consumedAt = sql.identifier(codes.consumedAt.name);
  await db.execute(
    sql`update ${codes.table} set ${attempts} = ${attempts} + 1, ${consumedAt} = case when ${attempts} + 1 >= ${maxAttempts} then now() else ${consumedAt} end where ${codes.id} = ${codeId} and ${codes.consumedAt} is null`,
  );
}

/** Spends the code; false when it was spent already (a parallel request won). */
export async function spendCode(db: DbOrTx, codes: StoredCodes, codeId: string, now: Date): Promise<boolean> {
  const consumedAt = sql.identifier(codes.consumedAt.name);
  const result = await db.execute(
    sql`update ${codes.table} set ${consumedAt} = ${now.toISOString()}::timestamptz where ${codes.id} = ${codeId} and ${codes.consumedAt} is null returning 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export interface RateLimitCheck {
  /** The column the count is kept by (an e-mail, an IP address, a user id). */
  column: AnyPgColumn;
  value: string;
  /** A second column to count by, for a count of pairs (an e-mail asked from one IP address). */
  and?: { column: AnyPgColumn; value: string };
  limit: number;
  /** This check's own window, when it is not the limits' one. */
  windowSeconds?: number;
  /** Ends the 429 message: "Too many … were requested for {what}." */
  what: string;
}

export interface RateLimits {
  table: PgTable;
  createdAt: AnyPgColumn;
  /** The window of the checks that do not name their own. */
  windowSeconds: number;
  /** "sign-in codes" */
  noun: string;
  checks: readonly RateLimitCheck[];
}

/** Seconds until the oldest row counted in the window leaves it. */
function retryAfter(oldest: Date | undefined, now: Date, windowSeconds: number): number {
  if (!oldest) return windowSeconds;
  return Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/** 429 with Retry-After once a check's value has `limit` rows in the window. Run it under the lock that serialises the inserts. */
export async function enforceRateLimits(db: Tx, limits: RateLimits, now: Date): Promise<void> {
  for (const check of limits.checks) {
    const windowSeconds = check.windowSeconds ?? limits.windowSeconds;
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const where = and(eq(check.column, check.value), check.and ? eq(check.and.column, check.and.value) : undefined, gt(limits.createdAt, since));
    const [counted] = await db.select({ n: count() }).from(limits.table).where(where);
    if ((counted?.n ?? 0) < check.limit) continue;
    const [oldest] = await db.select({ createdAt: limits.createdAt }).from(limits.table).where(where).orderBy(asc(limits.createdAt)).limit(1);
    const seconds = retryAfter(oldest?.createdAt as Date | undefined, now, windowSeconds);
    throw coreError('RATE_LIMITED', `Too many ${limits.noun} were requested for ${check.what}. Try again ${inAbout(seconds)}.`, { retryAfterSeconds: seconds });
  }
}

function inAbout(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
