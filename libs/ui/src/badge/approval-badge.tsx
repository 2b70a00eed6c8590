import type { ComponentType } from 'react';
import { APPROVAL_STATUS_LABELS, type PublicApprovalStatus } from '@socials/domain';
import { Badge, type BadgeTone } from './badge';

export interface ApprovalBadgeProps {
  status: PublicApprovalStatus;
  className?: string;
}

// Pending dark; Declined dark with a red highlight; Revision needed amber; both approvals green.
const TONES: Record<PublicApprovalStatus, BadgeTone> = {
  PENDING: 'dark',
  DECLINED: 'danger',
  REVISION_NEEDED: 'warning',
  APPROVED: 'success',
  APPROVED_FEATURE: 'success',
};

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" className="size-3" aria-hidden="true" focusable="false">
      <path
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6V4.5a2 2 0 1 0-4 0V7h4Z"
        fillRule="evenodd"
      />
    </svg>
  );
}

function StarIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" className="size-3" aria-hidden="true" focusable="false">
      <path d="M8 1.5l1.9 4 4.3.5-3.2 3 .9 4.3L8 11.1l-3.9 2.2.9-4.3-3.2-3 4.3-.5L8 1.5Z" />
    </svg>
  );
}

const ICONS: Partial<Record<PublicApprovalStatus, ComponentType>> = {
  PENDING: LockIcon,
  DECLINED: LockIcon,
  APPROVED_FEATURE: StarIcon,
};

/** The approval status of a public social, as a coloured badge whose text always carries the meaning. */
export function ApprovalBadge({ status, className }: ApprovalBadgeProps) {
  const Icon = ICONS[status];
  return (
    <Badge tone={TONES[status]} icon={Icon ? <Icon /> : undefined} className={className} data-status={status}>
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
