import { z } from 'zod';

/**
 * What a circle, a social or a conference asks of its members or buyers: a verified COMPANY or
 * SCHOOL e-mail, or ANY verified e-mail (personal ones included).
 */
export const VerifiedEmailRequirement = z.enum(['COMPANY', 'SCHOOL', 'ANY']);
export type VerifiedEmailRequirement = z.infer<typeof VerifiedEmailRequirement>;

/**
 * GET …/emails/needVerify (circles, socials, conferences): whether joining or buying asks for a verified
 * e-mail and, for a signed-in caller, whether they have one. Anonymous callers get required and
 * category only.
 */
export const VerifiedEmailNeed = z.object({
  required: z.boolean(),
  category: VerifiedEmailRequirement.nullable().describe('Null when nothing is required'),
  verified: z.boolean().optional().describe('Signed-in callers only: whether they meet the requirement (true when nothing is required)'),
  email: z.string().optional().describe('Signed-in callers only: their verified address that meets it'),
});
export type VerifiedEmailNeed = z.infer<typeof VerifiedEmailNeed>;
