import { describe, expect, it } from 'vitest';
import { HostReviewInput, HostReviewListQuery, HostReviewPatch } from './host-review.schema';

describe('host review contracts', () => {
  it('takes 1 to 5 whole stars only', () => {
    for (const rating of [1, 3, 5]) expect(HostReviewInput.safeParse({ rating }).success).toBe(true);
    for (const rating of [0, 6, 2.5, '4']) expect(HostReviewInput.safeParse({ rating }).success).toBe(false);
  });

  it('trims the comment and keeps a blank one as none', () => {
    expect(HostReviewInput.parse({ rating: 4, comment: '  Great host  ' }).comment).toBe('Great host');
    expect(HostReviewInput.parse({ rating: 4, comment: '   ' }).comment).toBeNull();
    expect(HostReviewInput.safeParse({ rating: 4, comment: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('lists all reviews unless told otherwise', () => {
    expect(HostReviewListQuery.parse({}).filter).toBe('ALL_REVIEWS');
    expect(HostReviewListQuery.safeParse({ filter: 'SOME' }).success).toBe(false);
  });

  it('refuses fields a review does not have', () => {
    expect(HostReviewPatch.safeParse({ authorId: 'x' }).success).toBe(false);
  });
});
