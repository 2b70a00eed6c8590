import type { PublicApprovalStatus } from '../common/enums';

const LABELS: Record<PublicApprovalStatus, string> = {
  DECLINED: 'Declined',
  PENDING: 'Pending',
  REVISION_NEEDED: 'Revision Needed',
  APPROVED: 'Approved',
  APPROVED_FEATURE: 'Approved & Featured',
};

export function approvalStatusLabel(status: PublicApprovalStatus): string {
  return LABELS[status];
}
