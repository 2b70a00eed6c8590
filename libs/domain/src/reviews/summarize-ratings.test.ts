import { describe, expect, it } from 'vitest';
import { averageRating, describeRating, summarizeRatingCounts, summarizeRatings } from './summarize-ratings';

describe('summarizeRatings', () => {
  it('counts, averages and spreads the published ratings, index 0 being one star', () => {
    const summary = summarizeRatings([
      { rating: 5, hidden: false },
      { rating: 4, hidden: false },
      { rating: 4, hidden: false },
      { rating: 1, hidden: false },
    ]);
    expect(summary).toEqual({ count: 4, average: 3.5, distribution: [1, 0, 0, 2, 1] });
  });

  it('leaves hidden reviews out of every figure', () => {
    const summary = summarizeRatings([
      { rating: 5, hidden: false },
      { rating: 1, hidden: true },
    ]);
    expect(summary).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
  });

  it('has no average without a published review', () => {
    expect(summarizeRatings([])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
    expect(summarizeRatings([{ rating: 3, hidden: true }]).average).toBeNull();
  });

  it('rounds the average to two decimals', () => {
    expect(averageRating(14, 3)).toBe(4.67);
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe('summarizeRatingCounts', () => {
  it('adds up grouped counts as summarizeRatings does single reviews', () => {
    expect(
      summarizeRatingCounts([
        { rating: 5, count: 3 },
        { rating: 2, count: 1 },
      ]),
    ).toEqual({ count: 4, average: 4.25, distribution: [0, 1, 0, 0, 3] });
    expect(summarizeRatingCounts([{ rating: 9, count: 2 }])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });
});

describe('describeRating', () => {
  it('reads the average to one decimal with the count', () => {
    expect(describeRating({ average: 4.67, count: 3 })).toBe('4.7 out of 5 (3 reviews)');
    expect(describeRating({ average: 5, count: 1 })).toBe('5.0 out of 5 (1 review)');
    expect(describeRating({ average: null, count: 0 })).toBe('No reviews yet');
  });
});
