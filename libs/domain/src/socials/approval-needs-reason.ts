import type { PublicApprovalStatus } from '../common/enums';

/** The decisions that keep a social out of the listings until its host acts: staff must tell the host why. */
const STATUSES_NEEDING_A_REASON: readonly PublicApprovalStatus[] = ['REVISION_NEEDED', 'DECLINED'];

/** Whether staff must give a reason to set this approval status. */
export function approvalNeedsReason(status: PublicApprovalStatus): boolean {
  return STATUSES_NEEDING_A_REASON.includes(status);
}
