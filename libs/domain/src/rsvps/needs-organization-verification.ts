import type { EmailVerificationCategory } from '../verification/verified-email.schema';
import type { VerifiedEmailRequirement } from '../verification/verified-email-gate.schema';
import { matchingVerifiedEmail } from '../verification/verified-email-need';

/** A social that limits attendance to organizations asks for a verified COMPANY e-mail. */
export function socialEmailRequirement(social: { limitsOrganizations: boolean }): VerifiedEmailRequirement | null {
  return social.limitsOrganizations ? 'COMPANY' : null;
}

/**
 * "Company-email verification is required when the user has no verified e-mail of
 * category COMPANY" — asked only of socials that limit attendance to organizations.
 */
export function needsOrganizationVerification(
  social: { limitsOrganizations: boolean },
  verifiedEmails: readonly { emailCategory: EmailVerificationCategory }[],
): boolean {
  const requirement = socialEmailRequirement(social);
  return requirement !== null && !matchingVerifiedEmail(requirement, verifiedEmails);
}
