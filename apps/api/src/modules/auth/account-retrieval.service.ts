import { randomUUID } from 'node:crypto';
import type { AccountRetrievalCompleteBody } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { DomainError } from '../../core/domain-error';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import { changeSignInEmail, type UserRow } from '../users';
import { revokeRefreshTokensOfUser } from './auth.repo';
import { issueTokens, redeemSignInCode, startSignIn, type IssuedTokens, type StartSignInResult } from './auth.service';

type RetrievalConfig = Pick<Config, 'jwtSecret' | 'isProduction' | 'publicUrl' | 'accessTokenTtlSeconds'>;

/**
 * POST /auth/account-retrieval/start: a code to the address the account signs in with now, under
 * the sign-in limits (and the sign-in bot check on the route). Whether an account uses the address
 * is not told here: only whoever reads the code learns it.
 */
export function startAccountRetrieval(db: Db, jobs: JobQueue, config: RetrievalConfig, input: { email: string; ip: string }): Promise<StartSignInResult> {
  return startSignIn(db, jobs, config, input, 'account-retrieval');
}

/**
 * POST /auth/account-retrieval/complete: the code proves the old address and is spent first, on its
 * own, so that a wrong guess counts even when the rest fails (a refused new address means asking for
 * a new code). Then, in one transaction, the account moves to the new address, its sessions end
 * (whoever else held one keeps it no longer), both addresses hear of it, and a new session begins.
 */
export async function completeAccountRetrieval(
  db: Db,
  jobs: JobQueue,
  config: RetrievalConfig,
  input: AccountRetrievalCompleteBody,
): Promise<{ user: UserRow; tokens: IssuedTokens }> {
  await redeemSignInCode(db, config, { email: input.email, code: input.code });
  return withTransaction(db, async (tx) => {
    const user = await changeSignInEmail(tx, input.email, input.newEmail);
    if (!user.isValid) throw new DomainError('ACCOUNT_DISABLED', 'This account has been disabled');
    await revokeRefreshTokensOfUser(tx, user.id);
    const text = (greeting: string) =>
      `${greeting}\n\nYour Socials account now signs in with ${user.email} instead of ${input.email}. If you did not do this, write to us at once by answering this e-mail.\n\n${config.publicUrl}\n`;
    await enqueueMail(tx, jobs, [
      { to: input.email, subject: 'Your Socials account has a new sign-in address', text: text('Your account was retrieved.') },
      { to: user.email, subject: 'Your Socials account has a new sign-in address', text: text('Welcome back.') },
    ]);
    const tokens = await issueTokens(tx, config, user, randomUUID());
    return { user, tokens };
  });
}
