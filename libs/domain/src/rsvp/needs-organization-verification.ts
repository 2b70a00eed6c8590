import type { EmailVerificationCategory } from '../contracts/verified-email.schema';

/**
 * Spec 5: "Company-email verification is required when the user has no verified e-mail of
 * category COMPANY" — asked only of socials that limit attendance to organizations.
 */
export function needsOrganizationVerification(
  social: { limitsOrganizations: boolean },
  verifiedEmails: readonly { emailCategory: EmailVerificationCategory }[],
): boolean {
  return social.limitsOrganizations && !verifiedEmails.some((email) => email.emailCategory === 'COMPANY');
}
