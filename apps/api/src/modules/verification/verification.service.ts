import { randomUUID } from 'node:crypto';
import {
  EMAIL_VERIFICATION_CODE_TTL_SECONDS,
  emailCategoryOf,
  emailCategoryProblem,
  organizationOfEmail,
  assessVerifiedEmailNeed,
  type StartEmailVerificationBody,
  type StartEmailVerificationReply,
  type VerifiedEmail,
  type VerifiedEmailNeed,
  type VerifiedEmailRequirement,
  type VerifyEmailBody,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { enqueueMail } from '../../core/mail';
import type { JobQueue } from '../../core/jobs';
import { generateCode, hashCode, sameHash } from '../../core/one-time-code';
import { rewardFirstEmailVerification } from '../points';
import {
  countWrongVerificationGuess,
  enforceVerificationLimits,
  findVerificationCode,
  findVerifiedEmail,
  insertVerificationCode,
  insertVerifiedEmailUnlessTaken,
  listVerifiedEmailRows,
  lockVerificationRequests,
  spendVerificationCode,
  voidOpenVerificationCodes,
  type VerifiedEmailRow,
} from './verification.repo';
import { isOwnVerification, requireVerifiedEmailOf } from './verification.policy';
import { verificationError } from './verification.errors';

export const EMAIL_VERIFICATION_LIMITS = {
  windowSeconds: 15 * 60,
  /** Codes per address: nobody can flood someone else's inbox. */
  perEmail: 5,
  /** Codes per user, whatever the addresses. */
  perUser: 10,
  /** Wrong guesses a code survives; the next wrong one voids it. */
  maxAttempts: 5,
} as const;

const INVALID_CODE = 'The code is wrong or has expired: check the latest e-mail or ask for a new code';
const VERIFIED_BY_ANOTHER_USER = 'This e-mail address is already verified by another account';

/** A code proves one verification: the id is part of what is hashed. */
function hashVerificationCode(config: Pick<Config, 'jwtSecret'>, verificationId: string, code: string): string {
  return hashCode(config.jwtSecret, `email-verification:${verificationId}`, code);
}

export function toVerifiedEmail(row: VerifiedEmailRow): VerifiedEmail {
  return {
    email: row.email,
    emailCategory: row.emailCategory,
    organization: row.organizationId === null ? null : { id: row.organizationId, name: row.organizationName ?? row.organizationId },
    emailVerificationId: row.id,
  };
}

/** The user's verified e-mails, oldest first. */
export async function listVerifiedEmails(db: Db, userId: string): Promise<VerifiedEmail[]> {
  return (await listVerifiedEmailRows(db, userId)).map(toVerifiedEmail);
}

/**
 * The needVerify answer of a circle, social or conference asking for `requirement`: what is
 * required and, for a signed-in caller, whether they meet it. Their e-mails are read only when
 * something is required.
 */
export async function verifiedEmailNeed(db: Db, viewer: { userId: string } | null, requirement: VerifiedEmailRequirement | null): Promise<VerifiedEmailNeed> {
  const verifiedEmails = viewer && requirement ? await listVerifiedEmails(db, viewer.userId) : viewer ? [] : null;
  return assessVerifiedEmailNeed(requirement, verifiedEmails);
}

/** 403 VERIFIED_EMAIL_REQUIRED unless the user has a verified e-mail meeting `requirement` ("Verify your company e-mail to `action`"). */
export async function requireVerifiedEmail(db: DbOrTx, userId: string, requirement: VerifiedEmailRequirement | null, action: string): Promise<void> {
  if (requirement === null) return;
  requireVerifiedEmailOf(requirement, (await listVerifiedEmailRows(db, userId)).map(toVerifiedEmail), action);
}

function verifiedByAnotherAccount() {
  return verificationError('EMAIL_VERIFIED_BY_ANOTHER_ACCOUNT', VERIFIED_BY_ANOTHER_USER);
}

export interface StartEmailVerificationResult {
  reply: StartEmailVerificationReply;
  /** Only for the development log line; never sent to the client. */
  code: string;
}

/**
 * POST /verification/emails: e-mails a 6-digit code to the address. 400 when the address is not
 * of the category asked for, 429 past the rate limits, then 409 when another account verified it.
 */
export async function startEmailVerification(
  deps: { db: Db; jobs: JobQueue; config: Pick<Config, 'jwtSecret' | 'publicUrl'> },
  userId: string,
  body: StartEmailVerificationBody,
): Promise<StartEmailVerificationResult> {
  const { db, jobs, config } = deps;
  const email = body.email.trim().toLowerCase();
  const problem = body.emailCategory ? emailCategoryProblem(email, body.emailCategory) : null;
  if (problem) throw verificationError('EMAIL_NOT_OF_CATEGORY', problem, { fieldErrors: [{ field: 'body.email', message: problem }] });

  const id = randomUUID();
  const code = generateCode();
  const now = new Date();
  const takenByAnother = await db.transaction(async (tx) => {
    await lockVerificationRequests(tx, email, userId);
    await enforceVerificationLimits(tx, EMAIL_VERIFICATION_LIMITS, email, userId, now);
    // Asked only past the limits, and counted like a code sent (spent at once, nothing mailed): nobody
    // learns which addresses are verified faster than they could ask for codes.
    const owner = await findVerifiedEmail(tx, email);
    if (owner && owner.userId !== userId) {
      await insertVerificationCode(tx, {
        id,
        userId,
        email,
        codeHash: hashVerificationCode(config, id, generateCode()),
        createdAt: now,
        expiresAt: now,
        consumedAt: now,
      });
      return true;
    }
    // Only the newest code for this address works.
    await voidOpenVerificationCodes(tx, userId, email, now);
    await insertVerificationCode(tx, {
      id,
      userId,
      email,
      codeHash: hashVerificationCode(config, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_CODE_TTL_SECONDS * 1000),
    });
    const minutes = Math.round(EMAIL_VERIFICATION_CODE_TTL_SECONDS / 60);
    await enqueueMail(tx, jobs, [
      {
        to: email,
        subject: `Your Socials verification code: ${code}`,
        text: `Your code to verify this e-mail address on Socials is ${code}\n\nIt expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.\n\n${config.publicUrl}\n`,
        html: `<p>Your code to verify this e-mail address on Socials is</p><p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p><p>It expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
      },
    ]);
    return false;
  });
  if (takenByAnother) throw verifiedByAnotherAccount();
  return { reply: { emailVerificationId: id, email, emailCategory: emailCategoryOf(email), expiresIn: EMAIL_VERIFICATION_CODE_TTL_SECONDS }, code };
}

function invalidCode() {
  return verificationError('INVALID_VERIFICATION_CODE', INVALID_CODE, { fieldErrors: [{ field: 'body.code', message: INVALID_CODE }] });
}

/**
 * POST /verification/emails/verify: spends the code and stores the address with its category and
 * organization. 404 for a verification of someone else, 400 for a wrong, used or expired code,
 * 409 when another account verified the address meanwhile. Verifying an address again is harmless.
 */
export async function confirmEmailVerification(db: Db, config: Pick<Config, 'jwtSecret'>, userId: string, body: VerifyEmailBody): Promise<VerifiedEmail> {
  const pending = await findVerificationCode(db, body.emailVerificationId);
  if (!isOwnVerification(pending, userId)) throw verificationError('NOT_FOUND', 'No such e-mail verification: ask for a new code');
  if (pending.consumedAt || pending.expiresAt.getTime() <= Date.now()) throw invalidCode();

  if (!sameHash(pending.codeHash, hashVerificationCode(config, pending.id, body.code))) {
    await countWrongVerificationGuess(db, pending.id, EMAIL_VERIFICATION_LIMITS.maxAttempts);
    throw invalidCode();
  }

  if (!(await spendVerificationCode(db, pending.id, new Date()))) throw invalidCode();

  const organization = organizationOfEmail(pending.email);
  // The unique address decides between two accounts verifying it at once.
  const inserted = await insertVerifiedEmailUnlessTaken(db, {
    id: pending.id,
    userId,
    email: pending.email,
    emailCategory: emailCategoryOf(pending.email),
    organizationId: organization?.id ?? null,
    organizationName: organization?.name ?? null,
  });
  const verified = inserted ?? (await findVerifiedEmail(db, pending.email));
  if (!verified || verified.userId !== userId) throw verifiedByAnotherAccount();
  // Granted once per user and category (the ledger's key): verifying again cannot earn it twice,
  // and a retry after a failure here still earns it.
  await rewardFirstEmailVerification(db, userId, verified);
  return toVerifiedEmail(verified);
}
