import { DomainError, type ErrorStatuses } from '../../core/domain-error';
import type { RequestAuth } from '../../http/plugins/auth';

export const CONTENT_POLICY_STATUSES = {
  STAFF_ONLY: 403,
  CONTENT_DRAFTS_STAFF_ONLY: 403,
} as const satisfies ErrorStatuses<string>;

/** Pages are written, published and deleted by staff. */
export function requireContentEditor(viewer: RequestAuth): void {
  if (!viewer.isAdmin) throw new DomainError('STAFF_ONLY', 'Only staff can change these pages');
}

/** Drafts exist for staff only: to anyone else an unpublished entry is not there. */
export function canSeeDrafts(viewer: RequestAuth | null): boolean {
  return viewer?.isAdmin === true;
}

/** Asking for the list with drafts is staff's. */
export function requireDraftReader(viewer: RequestAuth | null): void {
  if (!canSeeDrafts(viewer)) throw new DomainError('CONTENT_DRAFTS_STAFF_ONLY', 'Only staff can list drafts');
}
