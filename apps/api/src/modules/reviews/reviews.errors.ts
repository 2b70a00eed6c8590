import type { HostReviewRefusal } from '@socials/domain';
import { domainErrors, type ErrorStatuses } from '../../core/domain-error';

/** The code of each refusal of assessHostReview. */
export type HostReviewRefusalCode = `REVIEW_${HostReviewRefusal}`;

export function hostReviewRefusalCode(reason: HostReviewRefusal): HostReviewRefusalCode {
  return `REVIEW_${reason}`;
}

/** The reviews area's refusals and how they read over HTTP: who may not review is a 403, a review too early a 400. */
export const REVIEWS_ERROR_STATUSES = {
  REVIEW_NOT_CHECKED_IN: 403,
  REVIEW_OWN_SOCIAL: 403,
  REVIEW_SOCIAL_CANCELLED: 400,
  REVIEW_EVENT_NOT_ENDED: 400,
  REVIEW_EVENT_NOT_STARTED: 400,
  REVIEW_REASON_REQUIRED: 400,
  REVIEW_NOTHING_TO_CHANGE: 400,
  // Access refusals, decided in the policy.
  NOT_THE_REVIEWER: 403,
  NOT_THE_AUTHOR: 403,
  NOT_THE_AUTHOR_OR_STAFF: 403,
  MODERATION_STAFF_ONLY: 403,
  REPLY_HOSTS_ONLY: 403,
} as const satisfies ErrorStatuses<
  | HostReviewRefusalCode
  | 'REVIEW_EVENT_NOT_STARTED'
  | 'REVIEW_REASON_REQUIRED'
  | 'REVIEW_NOTHING_TO_CHANGE'
  | 'NOT_THE_REVIEWER'
  | 'NOT_THE_AUTHOR'
  | 'NOT_THE_AUTHOR_OR_STAFF'
  | 'MODERATION_STAFF_ONLY'
  | 'REPLY_HOSTS_ONLY'
>;

/** Throws the area's refusals: only the codes above (and core's) type-check. */
export const reviewsError = domainErrors(REVIEWS_ERROR_STATUSES);
