import type { Caller } from '../../core/caller';
import { contentError } from './content.errors';

/** Pages are written, published and deleted by staff. */
export function requireContentEditor(viewer: Caller): void {
  if (!viewer.isAdmin) throw contentError('STAFF_ONLY', 'Only staff can change these pages');
}

/** Drafts exist for staff only: to anyone else an unpublished entry is not there. */
export function canSeeDrafts(viewer: Caller | null): boolean {
  return viewer?.isAdmin === true;
}

/** Asking for the list with drafts is staff's. */
export function requireDraftReader(viewer: Caller | null): void {
  if (!canSeeDrafts(viewer)) throw contentError('CONTENT_DRAFTS_STAFF_ONLY', 'Only staff can list drafts');
}
