import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { countWrongGuess, enforceRateLimits, spendCode, type StoredCodes } from '../../core/one-time-code';
import { accountMoves, refreshTokens, signInCodes } from '../../db/schema';

export type SignInCodeRow = typeof signInCodes.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AccountMoveRow = typeof accountMoves.$inferSelect;

/** Advisory-lock key spaces, so that an e-mail and an IP address never share a lock. */
const LOCK_EMAIL = 7101;
const LOCK_IP = 7102;

/**
 * Parallel code requests (from any API instance) for this e-mail or from this network take turns,
 * so a burst cannot slip past the counts. Always e-mail first, then IP: the fixed order rules out deadlocks.
 */
export async function lockSignInRequests(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`);
}

export interface SignInLimits {
  windowSeconds: number;
  perIp: number;
  perEmailPerIp: number;
  perEmailBurst: number;
  burstWindowSeconds: number;
}

/** 429 once the codes already sent (counted from the table, so across instances) reach a limit. */
export function enforceSignInLimits(tx: Tx, limits: SignInLimits, email: string, ip: string, now: Date): Promise<void> {
  return enforceRateLimits(
    tx,
    {
      table: signInCodes,
      createdAt: signInCodes.createdAt,
      windowSeconds: limits.windowSeconds,
      noun: 'sign-in codes',
      checks: [
        {
          column: signInCodes.email,
          value: email,
          and: { column: signInCodes.ip, value: ip },
          limit: limits.perEmailPerIp,
          what: 'this e-mail address from your network',
        },
        { column: signInCodes.ip, value: ip, limit: limits.perIp, what: 'your network' },
        { column: signInCodes.email, value: email, limit: limits.perEmailBurst, windowSeconds: limits.burstWindowSeconds, what: 'this e-mail address' },
      ],
    },
    now,
  );
}

/** Voids every unspent code of the address: only the newest code works. */
export async function voidOpenSignInCodes(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db
    .update(signInCodes)
    .set({ consumedAt: now })
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt)));
}

export async function insertSignInCode(db: DbOrTx, code: typeof signInCodes.$inferInsert): Promise<void> {
  await db.insert(signInCodes).values(code);
}

export async function findNewestOpenSignInCode(db: DbOrTx, email: string): Promise<SignInCodeRow | undefined> {
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  return latest;
}

const SIGN_IN_CODES: StoredCodes = { table: signInCodes, id: signInCodes.id, attempts: signInCodes.attempts, consumedAt: signInCodes.consumedAt };

/** Counts a wrong guess; the `maxAttempts`-th voids the code. */
export function countWrongSignInGuess(db: DbOrTx, codeId: string, maxAttempts: number): Promise<void> {
  return countWrongGuess(db, SIGN_IN_CODES, codeId, maxAttempts);
}

/** Spends the code; false when a parallel request spent it first. */
export function spendSignInCode(db: DbOrTx, codeId: string, now: Date): Promise<boolean> {
  return spendCode(db, SIGN_IN_CODES, codeId, now);
}

export async function insertRefreshToken(db: DbOrTx, token: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the token used; false when it was used or revoked already (a replay). */
export async function claimRefreshToken(db: DbOrTx, tokenId: string): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length > 0;
}

export async function revokeRefreshTokenFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (all refresh-token families). */
export async function revokeRefreshTokensOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Voids the account's unconfirmed moves: only the newest one can be confirmed. */
export async function voidOpenAccountMoves(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(accountMoves)
    .set({ consumedAt: now })
    .where(and(eq(accountMoves.userId, userId), isNull(accountMoves.consumedAt)));
}

export async function insertAccountMove(db: DbOrTx, move: typeof accountMoves.$inferInsert): Promise<void> {
  await db.insert(accountMoves).values(move);
}

export async function findNewestOpenAccountMove(db: DbOrTx, userId: string): Promise<AccountMoveRow | undefined> {
  const [latest] = await db
    .select()
    .from(accountMoves)
    .where(and(eq(accountMoves.userId, userId), isNull(accountMoves.consumedAt)))
    .orderBy(desc(accountMoves.createdAt))
    .limit(1);
  return latest;
}

const ACCOUNT_MOVES: StoredCodes = { table: accountMoves, id: accountMoves.id, attempts: accountMoves.attempts, consumedAt: accountMoves.consumedAt };

/** Counts a wrong guess of a move's code; the `maxAttempts`-th voids the move. */
export function countWrongAccountMoveGuess(db: DbOrTx, moveId: string, maxAttempts: number): Promise<void> {
  return countWrongGuess(db, ACCOUNT_MOVES, moveId, maxAttempts);
}

/** Spends the move's code; false when a parallel request spent it first. */
export function spendAccountMove(db: DbOrTx, moveId: string, now: Date): Promise<boolean> {
  return spendCode(db, ACCOUNT_MOVES, moveId, now);
}
