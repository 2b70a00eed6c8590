import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_CODE_TTL_SECONDS,
  emailCategoryOf,
  emailCategoryProblem,
  organizationOfEmail,
  type StartEmailVerificationBody,
  type StartEmailVerificationReply,
  type VerifiedEmail,
  type VerifyEmailBody,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { DomainError } from '../../core/domain-error';
import { emailVerificationCodes, verifiedEmails, type VerifiedEmailRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { enqueueMail } from '../../core/mail';
import type { JobQueue } from '../../core/jobs';
import { enforceRateLimits, generateCode, hashCode, sameHash, type RateLimits } from '../../core/one-time-code';

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

/** Advisory-lock key spaces (auth.service uses 7101 and 7102). */
const LOCK_EMAIL = 7103;
const LOCK_USER = 7104;

function rateLimits(email: string, userId: string): RateLimits {
  return {
    table: emailVerificationCodes,
    createdAt: emailVerificationCodes.createdAt,
    windowSeconds: EMAIL_VERIFICATION_LIMITS.windowSeconds,
    noun: 'verification codes',
    checks: [
      { column: emailVerificationCodes.email, value: email, limit: EMAIL_VERIFICATION_LIMITS.perEmail, what: 'this e-mail address' },
      { column: emailVerificationCodes.userId, value: userId, limit: EMAIL_VERIFICATION_LIMITS.perUser, what: 'your account' },
    ],
  };
}

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
  const rows = await db.select().from(verifiedEmails).where(eq(verifiedEmails.userId, userId)).orderBy(asc(verifiedEmails.createdAt), asc(verifiedEmails.id));
  return rows.map(toVerifiedEmail);
}

function verifiedByAnotherAccount(): DomainError {
  return new DomainError('EMAIL_VERIFIED_BY_ANOTHER_ACCOUNT', VERIFIED_BY_ANOTHER_USER);
}

async function findVerifiedEmail(db: DbOrTx, email: string): Promise<VerifiedEmailRow | undefined> {
  const [row] = await db.select().from(verifiedEmails).where(eq(verifiedEmails.email, email)).limit(1);
  return row;
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
  if (problem) throw badRequest(problem, [{ field: 'body.email', message: problem }]);

  const id = randomUUID();
  const code = generateCode();
  const now = new Date();
  const takenByAnother = await db.transaction(async (tx) => {
    // Parallel requests take turns so that a burst cannot slip past the counts; always e-mail, then user.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_EMAIL}, hashtext(${email}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USER}, hashtext(${userId}))`);
    await enforceRateLimits(tx, rateLimits(email, userId), now);
    // Asked only past the limits, and counted like a code sent (spent at once, nothing mailed): nobody
    // learns which addresses are verified faster than they could ask for codes.
    const owner = await findVerifiedEmail(tx, email);
    if (owner && owner.userId !== userId) {
      await tx.insert(emailVerificationCodes).values({ id, userId, email, codeHash: hashVerificationCode(config, id, generateCode()), createdAt: now, expiresAt: now, consumedAt: now });
      return true;
    }
    // Only the newest code for this address works.
    await tx
      .update(emailVerificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailVerificationCodes.userId, userId), eq(emailVerificationCodes.email, email), isNull(emailVerificationCodes.consumedAt)));
    await tx.insert(emailVerificationCodes).values({
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
  return badRequest(INVALID_CODE, [{ field: 'body.code', message: INVALID_CODE }]);
}

/**
 * POST /verification/emails/verify: spends the code and stores the address with its category and
 * organization. 404 for a verification of someone else, 400 for a wrong, used or expired code,
 * 409 when another account verified the address meanwhile. Verifying an address again is harmless.
 */
export async function confirmEmailVerification(db: Db, config: Pick<Config, 'jwtSecret'>, userId: string, body: VerifyEmailBody): Promise<VerifiedEmail> {
  const [pending] = await db.select().from(emailVerificationCodes).where(eq(emailVerificationCodes.id, body.emailVerificationId)).limit(1);
  if (!pending || pending.userId !== userId) throw notFound('No such e-mail verification: ask for a new code');
  if (pending.consumedAt || pending.expiresAt.getTime() <= Date.now()) throw invalidCode();

  if (!sameHash(pending.codeHash, hashVerificationCode(config, pending.id, body.code))) {
    // Counted in one statement so that parallel guesses cannot slip past the limit.
    await db
      .update(emailVerificationCodes)
      .set({
        attempts: sql`${emailVerificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${emailVerificationCodes.attempts} + 1 >= ${EMAIL_VERIFICATION_LIMITS.maxAttempts} then now() else ${emailVerificationCodes.consumedAt} end`,
      })
      .where(and(eq(emailVerificationCodes.id, pending.id), isNull(emailVerificationCodes.consumedAt)));
    throw invalidCode();
  }

  const spent = await db
    .update(emailVerificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailVerificationCodes.id, pending.id), isNull(emailVerificationCodes.consumedAt)))
    .returning({ id: emailVerificationCodes.id });
  if (spent.length === 0) throw invalidCode();

  const organization = organizationOfEmail(pending.email);
  // The unique address decides between two accounts verifying it at once.
  const [inserted] = await db
    .insert(verifiedEmails)
    .values({
      id: pending.id,
      userId,
      email: pending.email,
      emailCategory: emailCategoryOf(pending.email),
      organizationId: organization?.id ?? null,
      organizationName: organization?.name ?? null,
    })
    .onConflictDoNothing({ target: verifiedEmails.email })
    .returning();
  if (inserted) return toVerifiedEmail(inserted);
  const existing = await findVerifiedEmail(db, pending.email);
  if (!existing || existing.userId !== userId) throw verifiedByAnotherAccount();
  return toVerifiedEmail(existing);
}
