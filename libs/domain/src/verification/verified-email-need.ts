import type { EmailVerificationCategory } from './verified-email.schema';
import type { VerifiedEmailNeed, VerifiedEmailRequirement } from './verified-email-gate.schema';

interface VerifiedAddress {
  email: string;
  emailCategory: EmailVerificationCategory;
}

/** The first of the user's verified addresses that meets the requirement (ANY: any verified address). */
export function matchingVerifiedEmail<T extends Pick<VerifiedAddress, 'emailCategory'>>(
  requirement: VerifiedEmailRequirement,
  verifiedEmails: readonly T[],
): T | undefined {
  return verifiedEmails.find((verified) => requirement === 'ANY' || verified.emailCategory === requirement);
}

/**
 * The needVerify answer: what is required and, for a signed-in user (their verified e-mails given),
 * whether they meet it and with which address. `verifiedEmails` null: an anonymous caller.
 */
export function assessVerifiedEmailNeed(requirement: VerifiedEmailRequirement | null, verifiedEmails: readonly VerifiedAddress[] | null): VerifiedEmailNeed {
  const need: VerifiedEmailNeed = { required: requirement !== null, category: requirement };
  if (verifiedEmails === null) return need;
  if (requirement === null) return { ...need, verified: true };
  const match = matchingVerifiedEmail(requirement, verifiedEmails);
  return match ? { ...need, verified: true, email: match.email } : { ...need, verified: false };
}

/** The category to verify an address as for a requirement: ANY takes any address, which verifies as GENERAL at least. */
export function categoryToVerify(requirement: VerifiedEmailRequirement): EmailVerificationCategory {
  return requirement === 'ANY' ? 'GENERAL' : requirement;
}

/** How pages and refusals name what to verify: "your company e-mail", "your school e-mail", "an e-mail address". */
export function verifiedEmailNoun(requirement: VerifiedEmailRequirement): string {
  return requirement === 'COMPANY' ? 'your company e-mail' : requirement === 'SCHOOL' ? 'your school e-mail' : 'an e-mail address';
}

/** What a form offers for a requirement, and how a page names it. */
export const VERIFIED_EMAIL_REQUIREMENT_LABELS: Record<VerifiedEmailRequirement, string> = {
  COMPANY: 'A verified company e-mail',
  SCHOOL: 'A verified school e-mail',
  ANY: 'Any verified e-mail',
};
