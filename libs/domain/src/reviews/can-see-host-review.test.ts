import { describe, expect, it } from 'vitest';
import { canSeeHostReview } from './can-see-host-review';

const author = { userId: 'author', isAdmin: false };
const someone = { userId: 'someone', isAdmin: false };
const staff = { userId: 'staff', isAdmin: true };

describe('canSeeHostReview', () => {
  it('shows a published review to everyone, signed in or not', () => {
    for (const viewer of [null, author, someone, staff]) expect(canSeeHostReview({ hidden: false, authorId: 'author' }, viewer)).toBe(true);
  });

  it('shows a hidden review to its author and staff only', () => {
    const hidden = { hidden: true, authorId: 'author' };
    expect(canSeeHostReview(hidden, author)).toBe(true);
    expect(canSeeHostReview(hidden, staff)).toBe(true);
    expect(canSeeHostReview(hidden, someone)).toBe(false);
    expect(canSeeHostReview(hidden, null)).toBe(false);
  });
});
