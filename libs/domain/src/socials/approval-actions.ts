import type { PublicApprovalStatus } from '../common/enums';

export interface ApprovalAction {
  /** The status the social gets when the reviewer picks this action. */
  status: PublicApprovalStatus;
  label: string;
}

const APPROVAL_ACTIONS: readonly ApprovalAction[] = [
  { status: 'APPROVED', label: 'Approve' },
  { status: 'APPROVED_FEATURE', label: 'Approve & feature' },
  { status: 'REVISION_NEEDED', label: 'Need revision' },
  { status: 'DECLINED', label: 'Decline' },
];

/** The reviewer's actions on a public social, leaving out those that lead to the given statuses (usually the current one). */
export function approvalActions(excludedStatuses: readonly PublicApprovalStatus[] = []): ApprovalAction[] {
  return APPROVAL_ACTIONS.filter((action) => !excludedStatuses.includes(action.status));
}
