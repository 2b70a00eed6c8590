import { z } from 'zod';
import { Email } from '../auth/auth.schema';
import { Id } from '../common/common.schema';
import { EmailVerificationCategory } from './verified-email.schema';

/** How long an e-mail verification code works. */
export const EMAIL_VERIFICATION_CODE_TTL_SECONDS = 600;

/**
 * POST /verification/emails. The server decides the category from the address;
 * `emailCategory`, when sent, is the category the caller needs, and an address of another
 * category is refused (a personal address where a work one is asked for).
 */
export const StartEmailVerificationBody = z
  .object({
    email: Email,
    emailCategory: EmailVerificationCategory.optional(),
  })
  .strict();
export type StartEmailVerificationBody = z.infer<typeof StartEmailVerificationBody>;

export const StartEmailVerificationReply = z.object({
  emailVerificationId: Id.describe('Send it back with the code to POST /verification/emails/verify'),
  email: z.string(),
  emailCategory: EmailVerificationCategory,
  expiresIn: z.number().int().describe('Seconds the code stays valid'),
});
export type StartEmailVerificationReply = z.infer<typeof StartEmailVerificationReply>;

/** POST /verification/emails/verify: the code e-mailed by POST /verification/emails and its verification id. */
export const VerifyEmailBody = z
  .object({
    emailVerificationId: Id,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits'),
  })
  .strict();
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;
