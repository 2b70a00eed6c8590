import { describe, expect, it } from 'vitest';
import { withReferral } from './share-link';

describe('withReferral', () => {
  it("adds the user's first invite code as ref", () => {
    expect(withReferral('https://socials.example/', ['ABCD2345', 'WXYZ6789'])).toBe('https://socials.example/?ref=ABCD2345');
    expect(withReferral('https://socials.example/socials/supper?invite=x', ['ABCD2345'])).toBe('https://socials.example/socials/supper?invite=x&ref=ABCD2345');
  });

  it('replaces a ref the link had, and gives no link without a code', () => {
    expect(withReferral('https://socials.example/?ref=OLD', ['NEWC2345'])).toBe('https://socials.example/?ref=NEWC2345');
    expect(withReferral('https://socials.example/', [])).toBeNull();
  });
});
