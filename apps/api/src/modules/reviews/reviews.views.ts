import type { AttendeeReview, HostReview, UserSummary } from '@socials/domain';
import type { Caller } from '../../core/caller';
import { isAuthorOrStaff } from './reviews.policy';
import type { AttendeeReviewRow, HostReviewWithPeople } from './reviews.repo';

/** A review as `viewer` sees it: the moderation reason only for its author and staff. */
export function toHostReview({ review, author, replyAuthor, social }: HostReviewWithPeople, viewer: Caller | null): HostReview {
  const seesModeration = isAuthorOrStaff(viewer, review);
  return {
    id: review.id,
    social: { id: social.id, slug: social.slug, title: social.title, eventTimestamp: social.eventAt.getTime(), ownerId: social.ownerId },
    author,
    rating: review.rating,
    comment: review.comment,
    hidden: review.hidden,
    hiddenReason: seesModeration && review.hidden ? review.moderationReason : null,
    reply:
      review.replyComment !== null && replyAuthor && review.repliedAt
        ? { comment: review.replyComment, author: replyAuthor, repliedAt: review.repliedAt.getTime() }
        : null,
    createdAt: review.createdAt.getTime(),
    updatedAt: review.updatedAt.getTime(),
  };
}

export function toAttendeeReview(row: AttendeeReviewRow, author: UserSummary): AttendeeReview {
  return { rsvpId: row.rsvpId, attendeeId: row.attendeeId, rating: row.rating, note: row.note, author, updatedAt: row.updatedAt.getTime() };
}
