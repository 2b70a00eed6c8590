import { matchingVerifiedEmail, verifiedEmailNoun, type VerifiedEmail, type VerifiedEmailRequirement } from '@socials/domain';
import type { EmailVerificationCodeRow } from './verification.repo';
import { verificationError } from './verification.errors';

/** An e-mail verification is its starter's alone: for anyone else it does not exist. */
export function isOwnVerification(pending: EmailVerificationCodeRow | undefined, userId: string): pending is EmailVerificationCodeRow {
  return pending !== undefined && pending.userId === userId;
}

/**
 * A circle, social or conference that asks for a verified e-mail lets in only users who have one of
 * that kind; `action` completes "Verify your company e-mail to …".
 */
export function requireVerifiedEmailOf(requirement: VerifiedEmailRequirement | null, verifiedEmails: readonly VerifiedEmail[], action: string): void {
  if (requirement === null || matchingVerifiedEmail(requirement, verifiedEmails)) return;
  const noun = verifiedEmailNoun(requirement);
  throw verificationError('VERIFIED_EMAIL_REQUIRED', `Verify ${noun} to ${action}`);
}
