import type { HostReviewRefusal } from '@socials/domain';
import type { ErrorStatuses } from '../../core/domain-error';

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
} as const satisfies ErrorStatuses<HostReviewRefusalCode | 'REVIEW_EVENT_NOT_STARTED' | 'REVIEW_REASON_REQUIRED' | 'REVIEW_NOTHING_TO_CHANGE'>;
