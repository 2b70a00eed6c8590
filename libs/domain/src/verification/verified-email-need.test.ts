import { describe, expect, it } from 'vitest';
import { assessVerifiedEmailNeed, categoryToVerify, matchingVerifiedEmail, verifiedEmailNoun } from './verified-email-need';

const work = { email: 'ada@acme.com', emailCategory: 'COMPANY' as const };
const school = { email: 'ada@mit.edu', emailCategory: 'SCHOOL' as const };
const personal = { email: 'ada@gmail.com', emailCategory: 'GENERAL' as const };

describe('assessVerifiedEmailNeed', () => {
  it('tells anonymous callers only what is required', () => {
    expect(assessVerifiedEmailNeed('COMPANY', null)).toEqual({ required: true, category: 'COMPANY' });
    expect(assessVerifiedEmailNeed(null, null)).toEqual({ required: false, category: null });
  });

  it('counts a requirement as met when nothing is required', () => {
    expect(assessVerifiedEmailNeed(null, [])).toEqual({ required: false, category: null, verified: true });
  });

  it('names the verified address that meets the requirement', () => {
    expect(assessVerifiedEmailNeed('SCHOOL', [personal, work, school])).toEqual({ required: true, category: 'SCHOOL', verified: true, email: 'ada@mit.edu' });
    expect(assessVerifiedEmailNeed('COMPANY', [personal, school])).toEqual({ required: true, category: 'COMPANY', verified: false });
  });

  it('takes any verified address for ANY, a personal one included', () => {
    expect(assessVerifiedEmailNeed('ANY', [personal])).toMatchObject({ verified: true, email: 'ada@gmail.com' });
    expect(assessVerifiedEmailNeed('ANY', [])).toMatchObject({ verified: false });
  });
});

describe('matchingVerifiedEmail and categoryToVerify', () => {
  it('pick the first address of the category', () => {
    expect(matchingVerifiedEmail('COMPANY', [school, work])).toBe(work);
    expect(matchingVerifiedEmail('COMPANY', [school])).toBeUndefined();
  });

  it('verify ANY as a GENERAL address', () => {
    expect(categoryToVerify('ANY')).toBe('GENERAL');
    expect(categoryToVerify('SCHOOL')).toBe('SCHOOL');
  });

  it('name what to verify', () => {
    expect(`Verify ${verifiedEmailNoun('COMPANY')} to join`).toBe('Verify your company e-mail to join');
    expect(verifiedEmailNoun('ANY')).toBe('an e-mail address');
  });
});
