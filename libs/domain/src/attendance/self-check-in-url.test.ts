import { describe, expect, it } from 'vitest';
import { selfCheckInPath, selfCheckInUrl } from './self-check-in-url';

describe('selfCheckInPath / selfCheckInUrl', () => {
  it('points at the social check-in page with the code as a query parameter', () => {
    expect(selfCheckInPath('rooftop-demo01', 'AB 12/x')).toBe('/socials/rooftop-demo01/check-in?code=AB%2012%2Fx');
    expect(selfCheckInPath('rooftop-demo01')).toBe('/socials/rooftop-demo01/check-in');
  });

  it('joins the origin without doubling the slash', () => {
    expect(selfCheckInUrl('https://socials.example.com/', 'jazz', 'c0de')).toBe('https://socials.example.com/socials/jazz/check-in?code=c0de');
  });
});
