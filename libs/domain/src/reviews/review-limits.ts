export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_REVIEW_COMMENT_LENGTH = 2000;
/** Staff's reason for hiding a review or showing it again. */
export const MAX_REVIEW_MODERATION_REASON_LENGTH = 500;
