import { canSeeHostReview, isSocialHost } from '@socials/domain';
import type { Caller } from '../../core/caller';
import type { HostReviewRow } from './reviews.repo';
import { reviewsError } from './reviews.errors';

/** Who may do what to a review; who manages a social is the socials policy's (NOT_A_HOST). */

/** The owner or an accepted co-host (staff are not hosts here: they neither reply nor are barred from reviewing). */
export function isHostOf(social: { ownerId: string; hostIds: readonly string[] }, userId: string): boolean {
  return isSocialHost({ owner: { id: social.ownerId }, hosts: social.hostIds.map((id) => ({ id })) }, userId);
}

/** A review reaches whom canSeeHostReview says; for anyone else a hidden review does not exist. */
export function requireVisibleReview<T extends { review: HostReviewRow }>(viewer: Caller | null, found: T | null): T {
  if (!found || !canSeeHostReview(found.review, viewer)) throw reviewsError('NOT_FOUND', 'Review not found');
  return found;
}

/** Attendees review through their own RSVP only. */
export function requireOwnRsvp(viewer: Caller, rsvp: { userId: string }): void {
  if (rsvp.userId !== viewer.userId) throw reviewsError('NOT_THE_REVIEWER', 'Only the attendee of this RSVP can review the hosts through it');
}

/** Rating and comment are the author's words: nobody else changes them. */
export function requireAuthor(viewer: Caller, review: HostReviewRow): void {
  if (review.authorId !== viewer.userId) throw reviewsError('NOT_THE_AUTHOR', 'Only the author can change the rating or the comment');
}

/** Staff read every review, hidden ones and those of unlisted socials included. */
export function canReadEveryReview(viewer: Caller | null): boolean {
  return viewer?.isAdmin ?? false;
}

/** Hiding and showing reviews again is staff's moderation. */
export function requireModerator(viewer: Caller): void {
  if (!viewer.isAdmin) throw reviewsError('MODERATION_STAFF_ONLY', 'Only staff can hide or show a review');
}

/** Deleting a review, and reading why it was hidden: its author and staff. */
export function isAuthorOrStaff(viewer: Caller | null, review: Pick<HostReviewRow, 'authorId'>): boolean {
  return viewer !== null && (viewer.isAdmin || viewer.userId === review.authorId);
}

export function requireAuthorOrStaff(viewer: Caller, review: HostReviewRow): void {
  if (!isAuthorOrStaff(viewer, review)) throw reviewsError('NOT_THE_AUTHOR_OR_STAFF', 'Only the author or staff can delete a review');
}

/** Replies speak for the hosts: only the owner or an accepted co-host of the reviewed social. */
export function requireReplier(viewer: Caller, social: { ownerId: string; hostIds: readonly string[] }): void {
  if (!isHostOf(social, viewer.userId)) throw reviewsError('REPLY_HOSTS_ONLY', 'Only the hosts of this social can reply to its reviews');
}
