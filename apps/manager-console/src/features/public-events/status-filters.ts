import { approvalStatusLabel, PublicApprovalStatus } from '@socials/domain';

/** ?status=ALL lists every status; no ?status at all is the queue still to review. */
export const ALL_STATUSES = 'ALL';

export interface StatusFilter {
  /** What the filter lists; undefined for every status. */
  status: PublicApprovalStatus | undefined;
  label: string;
}

const ORDER: readonly PublicApprovalStatus[] = ['PENDING', 'REVISION_NEEDED', 'APPROVED', 'APPROVED_FEATURE', 'DECLINED'];

export const DEFAULT_STATUS: PublicApprovalStatus = 'PENDING';

export const STATUS_FILTERS: readonly StatusFilter[] = [
  ...ORDER.map((status) => ({ status, label: approvalStatusLabel(status) })),
  { status: undefined, label: 'All' },
];

export function parseStatusFilter(value: string | null): PublicApprovalStatus | undefined {
  if (value === ALL_STATUSES) return undefined;
  const parsed = PublicApprovalStatus.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_STATUS;
}

/** The ?status= value of a filter; the default one has none, so the page's plain address is the queue. */
export function statusSearch(status: PublicApprovalStatus | undefined): string {
  if (status === DEFAULT_STATUS) return '';
  return `?status=${status ?? ALL_STATUSES}`;
}

/** How many socials a filter lists, from the summary's counts. */
export function countOf(status: PublicApprovalStatus | undefined, counts: Readonly<Record<PublicApprovalStatus, number>>): number {
  return status ? counts[status] : ORDER.reduce((sum, each) => sum + counts[each], 0);
}
