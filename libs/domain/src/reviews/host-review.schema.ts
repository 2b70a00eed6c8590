import { z } from 'zod';
import { PageQuery, paged, Timestamp } from '../common/common.schema';
import { UserSummary } from '../users/user.schema';
import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MAX_REVIEW_MODERATION_REASON_LENGTH, MIN_RATING } from './review-limits';

export const Rating = z.number().int().min(MIN_RATING).max(MAX_RATING).describe('Stars, 1 to 5');

/** Written text: surrounding spaces dropped, blank means none. */
const ReviewText = z
  .string()
  .trim()
  .max(MAX_REVIEW_COMMENT_LENGTH)
  .transform((text) => (text === '' ? null : text));

/** Which reviews of a host a list shows: those with a comment, all of them, or the viewer's own. */
export const HostReviewFilter = z.enum(['COMMENTS_ONLY', 'ALL_REVIEWS', 'MY_REVIEWS']);
export type HostReviewFilter = z.infer<typeof HostReviewFilter>;

/** PATCH /socials/{id}/rsvps/{r}/review: the attendee rates the social's hosts, or changes their review. */
export const HostReviewInput = z
  .object({
    rating: Rating,
    comment: ReviewText.nullable().optional().describe('Optional words for the hosts and future attendees'),
  })
  .strict();
export type HostReviewInput = z.input<typeof HostReviewInput>;

/** POST /host-reviews/{id}/reply: a host of the social answers a review (again to edit the answer). */
export const HostReviewReplyInput = z.object({ comment: z.string().trim().min(1, 'Write a reply').max(MAX_REVIEW_COMMENT_LENGTH) }).strict();
export type HostReviewReplyInput = z.input<typeof HostReviewReplyInput>;

/**
 * PATCH /host-reviews/{id}: the author changes rating or comment; staff hide or show it again
 * (hidden, with a reason when hiding). Nobody else changes a review.
 */
export const HostReviewPatch = z
  .object({
    rating: Rating.optional(),
    comment: ReviewText.nullable().optional(),
    hidden: z.boolean().optional().describe('Staff only'),
    reason: z
      .string()
      .trim()
      .max(MAX_REVIEW_MODERATION_REASON_LENGTH)
      .optional()
      .describe('Staff only: why the review is hidden or shown again; required to hide'),
  })
  .strict();
export type HostReviewPatch = z.input<typeof HostReviewPatch>;

export const HostReviewReply = z.object({
  comment: z.string(),
  author: UserSummary,
  repliedAt: Timestamp,
});
export type HostReviewReply = z.infer<typeof HostReviewReply>;

export const ReviewedSocial = z.object({ id: z.string(), slug: z.string(), title: z.string(), eventTimestamp: Timestamp, ownerId: z.string() });
export type ReviewedSocial = z.infer<typeof ReviewedSocial>;

/** One attendee's review of a social's hosts. `hidden` reviews reach only their author and staff. */
export const HostReview = z.object({
  id: z.string(),
  social: ReviewedSocial,
  author: UserSummary,
  rating: Rating,
  comment: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable().describe('Shown to the author and staff only; null for others'),
  reply: HostReviewReply.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type HostReview = z.infer<typeof HostReview>;

export const HostReviewPage = paged(HostReview);
export type HostReviewPage = z.infer<typeof HostReviewPage>;

/** Published reviews: count, average (null without any) and how many gave each number of stars (index 0 is 1 star). */
export const RatingSummary = z.object({
  count: z.number().int().nonnegative(),
  average: z.number().nullable(),
  distribution: z.array(z.number().int().nonnegative()).length(MAX_RATING),
});
export type RatingSummary = z.infer<typeof RatingSummary>;

/** GET /socials/{id}/review/summary: the social's published reviews in figures, and what the viewer may do. */
export const SocialReviewSummary = RatingSummary.extend({
  myReview: HostReview.nullable(),
  canReview: z.boolean(),
  cannotReviewReason: z.string().nullable(),
});
export type SocialReviewSummary = z.infer<typeof SocialReviewSummary>;

/** A host with the figures of the published reviews of every social they host. */
export const RatedHost = z.object({ host: UserSummary, count: z.number().int().nonnegative(), average: z.number().nullable() });
export type RatedHost = z.infer<typeof RatedHost>;

/** GET /host-reviews/published: the newest published reviews and the hosts rated best. */
export const PublishedHostReviews = z.object({ data: z.array(HostReview), hosts: z.array(RatedHost) });
export type PublishedHostReviews = z.infer<typeof PublishedHostReviews>;

export const HostReviewListQuery = PageQuery.extend({ filter: HostReviewFilter.default('ALL_REVIEWS') });
export type HostReviewListQuery = z.input<typeof HostReviewListQuery>;

export const PublishedHostReviewsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/** PATCH /socials/{id}/rsvps/{r}/review/attendees/{a}: a host's private rating of an attendee. */
export const AttendeeReviewInput = z.object({ rating: Rating, note: ReviewText.nullable().optional().describe('Seen by the hosts and staff only') }).strict();
export type AttendeeReviewInput = z.input<typeof AttendeeReviewInput>;

export const AttendeeReview = z.object({
  rsvpId: z.string(),
  attendeeId: z.string(),
  rating: Rating,
  note: z.string().nullable(),
  author: UserSummary,
  updatedAt: Timestamp,
});
export type AttendeeReview = z.infer<typeof AttendeeReview>;

export const RsvpReviewParams = z.object({ id: z.string().uuid(), r: z.string().uuid() });
export const AttendeeReviewParams = RsvpReviewParams.extend({ a: z.string().uuid() });

/** GET /host-reviews/user/{id}: a page of the host's reviews and the figures of all their published ones. */
export const HostReviewsOfUser = HostReviewPage.extend({ summary: RatingSummary });
export type HostReviewsOfUser = z.infer<typeof HostReviewsOfUser>;

/** GET /socials/{id}/host-rating: each host of the social (owner first) with the figures of every social they host. */
export const SocialHostRating = z.object({ hosts: z.array(RatedHost) });
export type SocialHostRating = z.infer<typeof SocialHostRating>;
