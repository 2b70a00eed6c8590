import type { EmailVerificationCodeRow } from './verification.repo';

/** An e-mail verification is its starter's alone: for anyone else it does not exist. */
export function isOwnVerification(pending: EmailVerificationCodeRow | undefined, userId: string): pending is EmailVerificationCodeRow {
  return pending !== undefined && pending.userId === userId;
}
