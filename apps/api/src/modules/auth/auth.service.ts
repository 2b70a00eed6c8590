import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_COOKIE_MAX_AGE_SECONDS, SIGN_IN_CODE_TTL_SECONDS } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { refreshTokens, signInCodes, type UserRow } from '../../db/schema';
import { HttpError, oauthError, unauthorized } from '../../http/http-error';
import { enqueueMail } from '../../core/mail';
import type { JobQueue } from '../../core/jobs';
import { findOrCreateUserByEmail, findUserById, setUserAdmin } from '../users';
import { signAccessToken } from '../../core/access-token';
import { enforceRateLimits, generateCode, hashCode, sameHash, type RateLimits } from '../../core/one-time-code';

/**
 * Limits on sending codes that no stranger can turn into a lockout. The long limits count what one
 * client asks for (a network's codes, and its codes for one address), so whoever floods an address
 * only blocks themselves. Codes for one address from everywhere are capped per minute only: a
 * flood from many networks still cannot fill an inbox fast, and the owner waits a minute at most.
 */
export const SIGN_IN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Codes one network may ask for, whatever the addresses. */
  perIp: 20,
  /** Codes one network may ask for one address. */
  perEmailPerIp: 5,
  /** Codes for one address from all networks together, per burstWindowSeconds. */
  perEmailBurst: 10,
  burstWindowSeconds: 60,
  /** Wrong guesses a code survives; the next wrong one voids it. */
  maxAttempts: 5,
} as const;

const INVALID_CODE = 'The code is wrong or has expired';

type CodeConfig = Pick<Config, 'jwtSecret' | 'isProduction'>;

function hashSignInCode(config: Pick<Config, 'jwtSecret'>, email: string, code: string): string {
  return hashCode(config.jwtSecret, email, code);
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Advisory-lock key spaces, so that an e-mail and an IP address never share a lock. */
const LOCK_EMAIL = 7101;
const LOCK_IP = 7102;

function signInRateLimits(email: string, ip: string): RateLimits {
  return {
    table: signInCodes,
    createdAt: signInCodes.createdAt,
    windowSeconds: SIGN_IN_LIMITS.windowSeconds,
    noun: 'sign-in codes',
    checks: [
      { column: signInCodes.email, value: email, and: { column: signInCodes.ip, value: ip }, limit: SIGN_IN_LIMITS.perEmailPerIp, what: 'this e-mail address from your network' },
      { column: signInCodes.ip, value: ip, limit: SIGN_IN_LIMITS.perIp, what: 'your network' },
      { column: signInCodes.email, value: email, limit: SIGN_IN_LIMITS.perEmailBurst, windowSeconds: SIGN_IN_LIMITS.burstWindowSeconds, what: 'this e-mail address' },
    ],
  };
}

export interface StartSignInResult {
  expiresIn: number;
  /** Only for the development log line; never sent to the client. */
  code: string;
}

/**
 * Sends a fresh 6-digit code. Counts of recent codes per e-mail and per IP come from the table
 * itself, so the limits hold across API instances.
 */
export async function startSignIn(
  db: Db,
  jobs: JobQueue,
  config: CodeConfig & Pick<Config, 'publicUrl'>,
  input: { email: string; ip: string },
): Promise<StartSignInResult> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const code = generateCode();
  await db.transaction(async (tx) => {
    // Parallel requests (from any API instance) take turns, so a burst cannot slip past the count.
    // Always e-mail first, then IP: the fixed order rules out deadlocks.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${input.ip}))`);
    await enforceRateLimits(tx, signInRateLimits(email, input.ip), now);
    // Only the newest code works: an older message lying in the inbox becomes useless.
    await tx.update(signInCodes).set({ consumedAt: now }).where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt)));
    await tx.insert(signInCodes).values({
      email,
      ip: input.ip,
      codeHash: hashSignInCode(config, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    });
    const minutes = Math.round(SIGN_IN_CODE_TTL_SECONDS / 60);
    await enqueueMail(tx, jobs, [
      {
        to: email,
        subject: `Your Socials sign-in code: ${code}`,
        text: `Your sign-in code is ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.\n\n${config.publicUrl}\n`,
        html: `<p>Your sign-in code is</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
      },
    ]);
  });
  return { expiresIn: SIGN_IN_CODE_TTL_SECONDS, code };
}

/**
 * Checks e-mail + code and spends the code. Every failure answers the same invalid_grant so the
 * reply does not tell which part was wrong.
 */
export async function redeemSignInCode(db: Db, config: CodeConfig, input: { email: string; code: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const [latest] = await db
    .select()
    .from(signInCodes)
    .where(and(eq(signInCodes.email, email), isNull(signInCodes.consumedAt)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt.getTime() <= now.getTime()) throw oauthError(400, 'invalid_grant', INVALID_CODE);

  if (!sameHash(latest.codeHash, hashSignInCode(config, email, input.code))) {
    // Counted in one statement so parallel guesses cannot slip past the limit.
    await db
      .update(signInCodes)
      .set({
        attempts: sql`${signInCodes.attempts} + 1`,
        consumedAt: sql`case when ${signInCodes.attempts} + 1 >= ${SIGN_IN_LIMITS.maxAttempts} then now() else ${signInCodes.consumedAt} end`,
      })
      .where(and(eq(signInCodes.id, latest.id), isNull(signInCodes.consumedAt)));
    throw oauthError(400, 'invalid_grant', INVALID_CODE);
  }

  const spent = await db
    .update(signInCodes)
    .set({ consumedAt: now })
    .where(and(eq(signInCodes.id, latest.id), isNull(signInCodes.consumedAt)))
    .returning({ id: signInCodes.id });
  if (spent.length === 0) throw oauthError(400, 'invalid_grant', INVALID_CODE);
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;

async function issueTokens(db: Db, config: TokenConfig, user: UserRow, familyId: string): Promise<IssuedTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000),
  });
  const accessToken = await signAccessToken(config, { userId: user.id, isAdmin: user.isAdmin });
  return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
}

/** POST /auth/oauth/token: the code is spent, the user created on first sign-in, a new session family begins. */
export async function signInWithCode(
  db: Db,
  config: CodeConfig & TokenConfig & Pick<Config, 'adminEmails'>,
  input: { email: string; code: string },
): Promise<{ user: UserRow; tokens: IssuedTokens; created: boolean }> {
  await redeemSignInCode(db, config, input);
  const email = input.email.trim().toLowerCase();
  const shouldBeAdmin = config.adminEmails.includes(email);
  const found = await findOrCreateUserByEmail(db, email, { isAdmin: shouldBeAdmin });
  const { created } = found;
  let { user } = found;
  if (shouldBeAdmin && !user.isAdmin) user = (await setUserAdmin(db, user.id, true)) ?? user;
  if (!user.isValid) throw new HttpError(403, 'access_denied', 'This account has been disabled', { error_description: 'This account has been disabled' });

  const tokens = await issueTokens(db, config, user, randomUUID());
  return { user, tokens, created };
}

async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Rotates a refresh token. A token that was already rotated is being replayed (it leaked, or a
 * client kept an old copy): the whole family is revoked and everyone holding it must sign in again.
 */
export async function rotateRefreshToken(db: Db, config: TokenConfig, presented: string | undefined): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  if (!presented) throw unauthorized('No session: sign in again');
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(presented))).limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthorized('The session has ended: sign in again');

  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId);
    throw unauthorized('The session has ended: sign in again');
  }

  const user = await findUserById(db, row.userId);
  if (!user || !user.isValid) {
    await revokeFamily(db, row.familyId);
    throw unauthorized('The session has ended: sign in again');
  }
  const tokens = await issueTokens(db, config, user, row.familyId);
  return { user, tokens };
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored (logout always succeeds). */
export async function revokeRefreshToken(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}
