import type {
  AttendeeReview,
  AttendeeReviewInput,
  HostReview,
  HostReviewFilter,
  HostReviewInput,
  HostReviewPage,
  HostReviewPatch,
  HostReviewReplyInput,
  HostReviewsOfUser,
  PublishedHostReviews,
  SocialHostRating,
  SocialReviewSummary,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { afterReviewChange, tags } from '../tags';

const path = encodeURIComponent;

export interface ReviewHostsArgs {
  socialId: string;
  rsvpId: string;
  body: HostReviewInput;
}

export interface RateAttendeeArgs {
  socialId: string;
  rsvpId: string;
  attendeeId: string;
  body: AttendeeReviewInput;
}

/** A page of reviews: exclusiveStartKey is the previous page's meta.lastEvaluatedKey. */
export interface ReviewListArgs {
  filter?: HostReviewFilter;
  limit?: number;
  exclusiveStartKey?: string;
}

export interface ReviewsOfHostArgs extends ReviewListArgs {
  userId: string;
}

export interface ReviewsOfSocialArgs extends ReviewListArgs {
  socialId: string;
}

export interface ReplyToReviewArgs {
  reviewId: string;
  body: HostReviewReplyInput;
}

export interface ChangeReviewArgs {
  reviewId: string;
  body: HostReviewPatch;
}

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /socials/{id}/review/summary: figures, the caller's own review and whether they may review. */
    getSocialReviewSummary: build.query<SocialReviewSummary, string>({
      query: (socialId) => `/socials/${path(socialId)}/review/summary`,
      providesTags: (_reply, _error, socialId) => [tags.socialReviews(socialId)],
    }),
    getSocialHostRating: build.query<SocialHostRating, string>({
      query: (socialId) => `/socials/${path(socialId)}/host-rating`,
      providesTags: (_reply, _error, socialId) => [tags.socialReviews(socialId)],
    }),
    getReviewsOfSocial: build.query<HostReviewPage, ReviewsOfSocialArgs>({
      query: ({ socialId, ...params }) => ({ url: `/host-reviews/social/${path(socialId)}`, params }),
      providesTags: (_reply, _error, { socialId }) => [tags.socialReviews(socialId)],
    }),
    getReviewsOfHost: build.query<HostReviewsOfUser, ReviewsOfHostArgs>({
      query: ({ userId, ...params }) => ({ url: `/host-reviews/user/${path(userId)}`, params }),
      providesTags: (_reply, _error, { userId }) => [tags.hostReviews(userId)],
    }),
    getPublishedReviews: build.query<PublishedHostReviews, { limit?: number } | void>({
      query: (args) => ({ url: '/host-reviews/published', params: { ...args } }),
      providesTags: [tags.publishedReviews()],
    }),
    /** PATCH /socials/{id}/rsvps/{r}/review: writes the caller's review, or changes it. */
    reviewHosts: build.mutation<HostReview, ReviewHostsArgs>({
      query: ({ socialId, rsvpId, body }) => ({ url: `/socials/${path(socialId)}/rsvps/${path(rsvpId)}/review`, method: 'PATCH', body }),
      invalidatesTags: afterReviewChange(),
    }),
    rateAttendee: build.mutation<AttendeeReview, RateAttendeeArgs>({
      query: ({ socialId, rsvpId, attendeeId, body }) => ({
        url: `/socials/${path(socialId)}/rsvps/${path(rsvpId)}/review/attendees/${path(attendeeId)}`,
        method: 'PATCH',
        body,
      }),
    }),
    replyToReview: build.mutation<HostReview, ReplyToReviewArgs>({
      query: ({ reviewId, body }) => ({ url: `/host-reviews/${path(reviewId)}/reply`, method: 'POST', body }),
      invalidatesTags: afterReviewChange(),
    }),
    /** PATCH /host-reviews/{id}: the author's words, or staff's hidden flag with its reason. */
    changeReview: build.mutation<HostReview, ChangeReviewArgs>({
      query: ({ reviewId, body }) => ({ url: `/host-reviews/${path(reviewId)}`, method: 'PATCH', body }),
      invalidatesTags: afterReviewChange(),
    }),
    deleteReview: build.mutation<{ ok: true }, string>({
      query: (reviewId) => ({ url: `/host-reviews/${path(reviewId)}`, method: 'DELETE' }),
      invalidatesTags: afterReviewChange(),
    }),
  }),
});

export const {
  useGetSocialReviewSummaryQuery,
  useGetSocialHostRatingQuery,
  useGetReviewsOfSocialQuery,
  useGetReviewsOfHostQuery,
  useGetPublishedReviewsQuery,
  useReviewHostsMutation,
  useRateAttendeeMutation,
  useReplyToReviewMutation,
  useChangeReviewMutation,
  useDeleteReviewMutation,
} = reviewsApi;
