import { PublicApprovalStatus } from '../common/enums';
import { approvalStatusLabel } from './approval-status-label';

/** Every approval status with its label, for lists and lookups; the wording lives in approvalStatusLabel. */
export const APPROVAL_STATUS_LABELS: Readonly<Record<PublicApprovalStatus, string>> = Object.freeze(
  Object.fromEntries(PublicApprovalStatus.options.map((status) => [status, approvalStatusLabel(status)])) as Record<PublicApprovalStatus, string>,
);
