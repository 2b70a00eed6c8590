import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferralCode, getReferralCode, REFERRAL_STORAGE_KEY } from './referral';
import { buildLoginPath, returnPathOf, safeReturnTo } from './return-to';

describe('captureReferralCode', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the ref parameter', () => {
    expect(captureReferralCode('?utm_source=x&ref=friend42')).toBe('friend42');
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('friend42');
    expect(getReferralCode()).toBe('friend42');
  });

  it('leaves a stored code alone when the URL has none', () => {
    captureReferralCode('?ref=first');
    expect(captureReferralCode('?utm_source=x')).toBeNull();
    expect(getReferralCode()).toBe('first');
  });
});

describe('return paths', () => {
  it('accepts only paths on this site', () => {
    expect(safeReturnTo('/socials/abc?x=1')).toBe('/socials/abc?x=1');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(null, '/host')).toBe('/host');
  });

  it('drops the attendance suffix', () => {
    expect(returnPathOf('/socials/abc/attendance', '?x=1')).toBe('/socials/abc?x=1');
    expect(returnPathOf('/socials/abc')).toBe('/socials/abc');
  });

  it('builds the login address', () => {
    expect(buildLoginPath('/socials/abc?x=1')).toBe('/auth/login?returnTo=%2Fsocials%2Fabc%3Fx%3D1');
  });
});
