import { approvalStatusLabel, PublicApprovalStatus } from '@socials/domain';

export interface StatusFilter {
  /** The ?status= value; '' for all. */
  value: PublicApprovalStatus | '';
  label: string;
}

const ORDER: readonly PublicApprovalStatus[] = ['PENDING', 'REVISION_NEEDED', 'APPROVED', 'APPROVED_FEATURE', 'DECLINED'];

export const STATUS_FILTERS: readonly StatusFilter[] = [
  { value: '', label: 'All' },
  ...ORDER.map((status) => ({ value: status, label: approvalStatusLabel(status) })),
];

export function parseStatusFilter(value: string | null): PublicApprovalStatus | undefined {
  const parsed = PublicApprovalStatus.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
