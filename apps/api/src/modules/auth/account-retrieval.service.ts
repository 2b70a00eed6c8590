import { randomUUID } from 'node:crypto';
import { SIGN_IN_CODE_TTL_SECONDS, type AccountRetrievalCompleteBody, type AccountRetrievalConfirmBody } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { generateCode, hashCode, sameHash } from '../../core/one-time-code';
import { withTransaction } from '../../core/transaction';
import { changeSignInEmail, findAccountToMove, findUserByEmail, type UserRow } from '../users';
import {
  countWrongAccountMoveGuess,
  findNewestOpenAccountMove,
  insertAccountMove,
  revokeRefreshTokensOfUser,
  spendAccountMove,
  voidOpenAccountMoves,
} from './auth.repo';
import { codeMail, issueTokens, redeemSignInCode, SIGN_IN_LIMITS, startSignIn, type IssuedTokens, type StartSignInResult } from './auth.service';
import { authError } from './auth.errors';

type RetrievalConfig = Pick<Config, 'jwtSecret' | 'isProduction' | 'publicUrl' | 'accessTokenTtlSeconds' | 'adminEmails'>;

const INVALID_CODE = 'The code is wrong or has expired';

const normalised = (email: string) => email.trim().toLowerCase();

/** The code binds the account and the address it moves to: it confirms that move and nothing else. */
function moveCodeHash(config: Pick<Config, 'jwtSecret'>, userId: string, newEmail: string, code: string): string {
  return hashCode(config.jwtSecret, `account-move\n${userId}\n${newEmail}`, code);
}

/**
 * Staff addresses are never reachable by retrieval: the address that makes an account staff at
 * sign-in must only ever reach an account by signing in with it.
 */
function refuseStaffAddress(config: Pick<Config, 'adminEmails'>, newEmail: string): void {
  if (!config.adminEmails.includes(newEmail)) return;
  const message = 'This address cannot be chosen here: sign in with it instead';
  throw authError('EMAIL_RESERVED', message, { fieldErrors: [{ field: 'body.newEmail', message }] });
}

/**
 * POST /auth/account-retrieval/start: a code to the address the account signs in with now, under
 * the sign-in limits (and the sign-in bot check on the route). Whether an account uses the address
 * is not told here: only whoever reads the code learns it.
 */
export function startAccountRetrieval(db: Db, jobs: JobQueue, config: RetrievalConfig, input: { email: string; ip: string }): Promise<StartSignInResult> {
  return startSignIn(db, jobs, config, input, 'account-retrieval');
}

export interface PendingAccountMove {
  pendingEmail: string;
  expiresIn: number;
  /** Only for the development log line; never sent to the client. */
  code: string;
}

/**
 * POST /auth/account-retrieval/complete: the code proves the old address and is spent first, on its
 * own, so that a wrong guess counts even when the rest fails (a refused new address means asking for
 * a new code). Nothing moves yet: whoever holds the old address must also prove the new one, so a
 * second code goes there, and only that code moves the account (confirmAccountRetrieval). An older
 * move of the account waiting for its code is voided.
 */
export async function completeAccountRetrieval(
  db: Db,
  jobs: JobQueue,
  config: RetrievalConfig,
  input: AccountRetrievalCompleteBody,
): Promise<PendingAccountMove> {
  await redeemSignInCode(db, config, { email: input.email, code: input.code });
  const newEmail = normalised(input.newEmail);
  const user = await findAccountToMove(db, input.email, newEmail);
  refuseStaffAddress(config, newEmail);
  if (!user.isValid) throw authError('ACCOUNT_DISABLED', 'This account has been disabled');

  const now = new Date();
  const code = generateCode();
  await withTransaction(db, async (tx) => {
    await voidOpenAccountMoves(tx, user.id, now);
    await insertAccountMove(tx, {
      userId: user.id,
      newEmail,
      codeHash: moveCodeHash(config, user.id, newEmail, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000),
    });
    await enqueueMail(tx, jobs, [{ to: newEmail, ...codeMail('account-move', code, Math.round(SIGN_IN_CODE_TTL_SECONDS / 60), config.publicUrl) }]);
  });
  return { pendingEmail: newEmail, expiresIn: SIGN_IN_CODE_TTL_SECONDS, code };
}

/**
 * POST /auth/account-retrieval/confirm: the code sent to the new address. Every failure of the
 * code answers the same invalid_grant, and a wrong guess counts against the move. Then, in one
 * transaction, the code is spent, the account moves to the new address, every session it had ends
 * (refresh tokens revoked, access tokens refused from now on), both addresses hear of it, and a
 * new session begins.
 */
export async function confirmAccountRetrieval(
  db: Db,
  jobs: JobQueue,
  config: RetrievalConfig,
  input: AccountRetrievalConfirmBody,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  const email = normalised(input.email);
  const newEmail = normalised(input.newEmail);
  const account = await findUserByEmail(db, email);
  const move = account && (await findNewestOpenAccountMove(db, account.id));
  if (!account || !move || move.newEmail !== newEmail || move.expiresAt.getTime() <= Date.now()) throw authError('INVALID_GRANT', INVALID_CODE);
  if (!sameHash(move.codeHash, moveCodeHash(config, account.id, newEmail, input.code))) {
    await countWrongAccountMoveGuess(db, move.id, SIGN_IN_LIMITS.maxAttempts);
    throw authError('INVALID_GRANT', INVALID_CODE);
  }
  // The list may have changed since the move began.
  refuseStaffAddress(config, newEmail);

  return withTransaction(db, async (tx) => {
    if (!(await spendAccountMove(tx, move.id, new Date()))) throw authError('INVALID_GRANT', INVALID_CODE);
    const user = await changeSignInEmail(tx, email, newEmail);
    if (!user.isValid) throw authError('ACCOUNT_DISABLED', 'This account has been disabled');
    await revokeRefreshTokensOfUser(tx, user.id);
    const text = (greeting: string) =>
      `${greeting}\n\nYour Socials account now signs in with ${user.email} instead of ${email}. If you did not do this, write to us at once by answering this e-mail.\n\n${config.publicUrl}\n`;
    await enqueueMail(tx, jobs, [
      { to: email, subject: 'Your Socials account has a new sign-in address', text: text('Your account was retrieved.') },
      { to: user.email, subject: 'Your Socials account has a new sign-in address', text: text('Welcome back.') },
    ]);
    const tokens = await issueTokens(tx, config, user, randomUUID());
    return { user, tokens };
  });
}
