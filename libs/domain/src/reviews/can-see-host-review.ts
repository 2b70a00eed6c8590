/**
 * A hidden review is seen by its author and staff only (marked hidden to them); a published one
 * by everyone.
 */
export function canSeeHostReview(review: { hidden: boolean; authorId: string }, viewer: { userId: string; isAdmin: boolean } | null): boolean {
  if (!review.hidden) return true;
  return viewer !== null && (viewer.isAdmin || viewer.userId === review.authorId);
}
