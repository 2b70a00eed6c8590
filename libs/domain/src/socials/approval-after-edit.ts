import type { PublicApprovalStatus } from '../common/enums';
import { LISTED_APPROVAL_STATUSES } from './is-listed-publicly';

/** What staff looked at before listing a public social. */
export interface ReviewedContent {
  title: string;
  description: string;
  htmlDescription: string | null;
  splashImageUrl: string | null;
  venue: string | null;
  venueData: unknown;
  ticketTiers: readonly { name: string; type: string; ticketPrice: number; depositAmount: number }[];
}

/** JSON with its keys sorted: the database hands objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

const tierContent = (tiers: ReviewedContent['ticketTiers']) =>
  tiers.map(({ name, type, ticketPrice, depositAmount }) => ({ name, type, ticketPrice, depositAmount }));

/**
 * Whether an edit changes what staff reviewed: the title, the descriptions, the image, the venue or
 * the tiers (their names, kinds and prices; a tier's quantity is capacity, not content). Fields the
 * edit leaves out, or sends unchanged, change nothing.
 */
export function changesReviewedContent(current: ReviewedContent, edit: Partial<ReviewedContent>): boolean {
  const differs = <K extends keyof ReviewedContent>(key: K, normalise: (value: ReviewedContent[K]) => unknown = (value) => value) =>
    edit[key] !== undefined && canonical(normalise(edit[key] as ReviewedContent[K])) !== canonical(normalise(current[key]));
  return (
    differs('title') ||
    differs('description') ||
    differs('htmlDescription') ||
    differs('splashImageUrl') ||
    differs('venue') ||
    differs('venueData') ||
    differs('ticketTiers', tierContent)
  );
}

/**
 * The approval status after an edit. Staff edits keep it (staff set it themselves). A host's edit
 * of a social sent back for revision puts it in the queue again. A host changing what was reviewed
 * on a listed public social sends it back to PENDING: it is unlisted until staff approve it again,
 * the simplest rule under which nothing unreviewed is ever listed (keeping the approved version
 * public meanwhile would mean storing two versions of a social).
 */
export function approvalStatusAfterEdit(input: {
  status: PublicApprovalStatus;
  isPublic: boolean;
  byStaff: boolean;
  changesReviewedContent: boolean;
}): PublicApprovalStatus {
  if (input.byStaff) return input.status;
  if (input.status === 'REVISION_NEEDED') return 'PENDING';
  if (input.isPublic && input.changesReviewedContent && LISTED_APPROVAL_STATUSES.includes(input.status)) return 'PENDING';
  return input.status;
}
