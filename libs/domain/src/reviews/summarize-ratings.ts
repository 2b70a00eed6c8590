import type { RatingSummary } from './host-review.schema';
import { MAX_RATING, MIN_RATING } from './review-limits';

/**
 * Count, average (to two decimals; null without a review) and how many gave each number of stars
 * (index 0 is one star) of the reviews that are published: hidden reviews count nowhere.
 */
export function summarizeRatings(reviews: readonly { rating: number; hidden: boolean }[]): RatingSummary {
  return summarizeRatingCounts(reviews.filter((review) => !review.hidden).map((review) => ({ rating: review.rating, count: 1 })));
}

/** The same figures from how many published reviews gave each rating (a database's GROUP BY); ratings out of 1..5 are ignored. */
export function summarizeRatingCounts(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const distribution = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, () => 0);
  let count = 0;
  let total = 0;
  for (const entry of counts) {
    if (!Number.isInteger(entry.rating) || entry.rating < MIN_RATING || entry.rating > MAX_RATING) continue;
    distribution[entry.rating - MIN_RATING] = (distribution[entry.rating - MIN_RATING] ?? 0) + entry.count;
    count += entry.count;
    total += entry.rating * entry.count;
  }
  return { count, average: averageRating(total, count), distribution };
}

/** The mean of `count` ratings adding up to `total`, to two decimals; null for none. */
export function averageRating(total: number, count: number): number | null {
  return count === 0 ? null : Math.round((total / count) * 100) / 100;
}

/** "4.5 out of 5 (12 reviews)", or "No reviews yet". */
export function describeRating({ average, count }: { average: number | null; count: number }): string {
  if (average === null || count === 0) return 'No reviews yet';
  return `${average.toFixed(1)} out of ${MAX_RATING} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
