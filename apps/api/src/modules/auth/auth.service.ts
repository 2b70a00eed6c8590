import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SESSION_COOKIE_MAX_AGE_SECONDS, SIGN_IN_CODE_TTL_SECONDS } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import type { JobQueue } from '../../core/jobs';
import { findOrCreateUserByEmail, findUserById, setUserAdmin, type UserRow } from '../users';
import { signAccessToken } from '../../core/access-token';
import { generateCode, hashCode, sameHash } from '../../core/one-time-code';
import {
  claimRefreshToken,
  countWrongSignInGuess,
  enforceSignInLimits,
  findNewestOpenSignInCode,
  findRefreshTokenByHash,
  insertRefreshToken,
  insertSignInCode,
  lockSignInRequests,
  revokeRefreshTokenFamily,
  spendSignInCode,
  voidOpenSignInCodes,
} from './auth.repo';
import { authError } from './auth.errors';

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
const SESSION_ENDED = 'The session has ended: sign in again';

type CodeConfig = Pick<Config, 'jwtSecret' | 'isProduction'>;

function hashSignInCode(config: Pick<Config, 'jwtSecret'>, email: string, code: string): string {
  return hashCode(config.jwtSecret, email, code);
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * What the e-mailed code is for: signing in, retrieving an account (choosing a new address for it),
 * or confirming that new address before the account moves there.
 */
export type CodePurpose = 'sign-in' | 'account-retrieval' | 'account-move';

const CODE_MAILS: Record<CodePurpose, { what: string; after: string }> = {
  'sign-in': { what: 'sign-in code', after: 'If you did not ask for it, you can ignore this e-mail.' },
  'account-retrieval': {
    what: 'account retrieval code',
    after: 'It lets whoever holds it choose a new sign-in address for your account: give it to no one. If you did not ask for it, ignore this e-mail.',
  },
  'account-move': {
    what: 'new sign-in address code',
    after: 'It moves a Socials account to this address: give it to no one. If you did not ask for it, ignore this e-mail and nothing changes.',
  },
};

export function codeMail(purpose: CodePurpose, code: string, minutes: number, publicUrl: string) {
  const { what, after } = CODE_MAILS[purpose];
  return {
    subject: `Your Socials ${what}: ${code}`,
    text: `Your ${what} is ${code}\n\nIt expires in ${minutes} minutes. ${after}\n\n${publicUrl}\n`,
    html: `<p>Your ${what} is</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${minutes} minutes. ${after}</p>`,
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
  purpose: Exclude<CodePurpose, 'account-move'> = 'sign-in',
): Promise<StartSignInResult> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const code = generateCode();
  await db.transaction(async (tx) => {
    await lockSignInRequests(tx, email, input.ip);
    await enforceSignInLimits(tx, SIGN_IN_LIMITS, email, input.ip, now);
    // Only the newest code works: an older message lying in the inbox becomes useless.
    await voidOpenSignInCodes(tx, email, now);
    await insertSignInCode(tx, {
      email,
      ip: input.ip,
      codeHash: hashSignInCode(config, email, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    });
    const minutes = Math.round(SIGN_IN_CODE_TTL_SECONDS / 60);
    await enqueueMail(tx, jobs, [{ to: email, ...codeMail(purpose, code, minutes, config.publicUrl) }]);
  });
  return { expiresIn: SIGN_IN_CODE_TTL_SECONDS, code };
}

/**
 * Checks e-mail + code and spends the code. Every failure answers the same invalid_grant so the
 * reply does not tell which part was wrong.
 */
export async function redeemSignInCode(db: DbOrTx, config: CodeConfig, input: { email: string; code: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  const latest = await findNewestOpenSignInCode(db, email);
  if (!latest || latest.expiresAt.getTime() <= now.getTime()) throw authError('INVALID_GRANT', INVALID_CODE);

  if (!sameHash(latest.codeHash, hashSignInCode(config, email, input.code))) {
    await countWrongSignInGuess(db, latest.id, SIGN_IN_LIMITS.maxAttempts);
    throw authError('INVALID_GRANT', INVALID_CODE);
  }
  if (!(await spendSignInCode(db, latest.id, now))) throw authError('INVALID_GRANT', INVALID_CODE);
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

type TokenConfig = Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds'>;

export async function issueTokens(db: DbOrTx, config: TokenConfig, user: UserRow, familyId: string): Promise<IssuedTokens> {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000),
  });
  const accessToken = await signAccessToken(config, { userId: user.id, isAdmin: user.isAdmin, sessionVersion: user.sessionVersion });
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
  if (!user.isValid) throw authError('ACCOUNT_DISABLED', 'This account has been disabled');

  const tokens = await issueTokens(db, config, user, randomUUID());
  return { user, tokens, created };
}

/**
 * Rotates a refresh token. A token that was already rotated is being replayed (it leaked, or a
 * client kept an old copy): the whole family is revoked and everyone holding it must sign in again.
 */
export async function rotateRefreshToken(db: Db, config: TokenConfig, presented: string | undefined): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  if (!presented) throw authError('NO_SESSION', 'No session: sign in again');
  const row = await findRefreshTokenByHash(db, hashRefreshToken(presented));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw authError('NO_SESSION', SESSION_ENDED);

  if (!(await claimRefreshToken(db, row.id))) {
    await revokeRefreshTokenFamily(db, row.familyId);
    throw authError('NO_SESSION', SESSION_ENDED);
  }

  const user = await findUserById(db, row.userId);
  if (!user || !user.isValid) {
    await revokeRefreshTokenFamily(db, row.familyId);
    throw authError('NO_SESSION', SESSION_ENDED);
  }
  const tokens = await issueTokens(db, config, user, row.familyId);
  return { user, tokens };
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored (logout always succeeds). */
export async function revokeRefreshToken(db: Db, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshTokenByHash(db, hashRefreshToken(presented));
  if (row) await revokeRefreshTokenFamily(db, row.familyId);
}
