import { z } from 'zod';

/** "E-mail verification category: COMPANY, SCHOOL, GENERAL." */
export const EmailVerificationCategory = z.enum(['COMPANY', 'SCHOOL', 'GENERAL']);
export type EmailVerificationCategory = z.infer<typeof EmailVerificationCategory>;

/** The organization an address belongs to: its id is the e-mail domain, its name is read from the domain. */
export const VerifiedEmailOrganization = z.object({ id: z.string(), name: z.string() });
export type VerifiedEmailOrganization = z.infer<typeof VerifiedEmailOrganization>;

/** One of a user's verified e-mails (email, emailCategory, organization with id, emailVerificationId). */
export const VerifiedEmail = z.object({
  email: z.string(),
  emailCategory: EmailVerificationCategory,
  organization: VerifiedEmailOrganization.nullable().describe('Null for GENERAL (free mail) addresses'),
  emailVerificationId: z.string(),
});
export type VerifiedEmail = z.infer<typeof VerifiedEmail>;
