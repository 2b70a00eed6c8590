import { z } from 'zod';

/** Spec 3: "E-mail verification category: COMPANY, SCHOOL, GENERAL." */
export const EmailVerificationCategory = z.enum(['COMPANY', 'SCHOOL', 'GENERAL']);
export type EmailVerificationCategory = z.infer<typeof EmailVerificationCategory>;

/** One of a user's verified e-mails (spec 3: email, emailCategory, organization with id, emailVerificationId). */
export const VerifiedEmail = z.object({
  email: z.string(),
  emailCategory: EmailVerificationCategory,
  organization: z.object({ id: z.string() }).nullable(),
  emailVerificationId: z.string(),
});
export type VerifiedEmail = z.infer<typeof VerifiedEmail>;
