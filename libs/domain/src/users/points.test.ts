import { describe, expect, it } from 'vitest';
import { firstEmailVerificationReward } from './points';

const reward = { general: 10, company: 50 };

describe('firstEmailVerificationReward', () => {
  it('rewards the first general and company address from the configured amounts', () => {
    expect(firstEmailVerificationReward('GENERAL', false, reward)).toBe(10);
    expect(firstEmailVerificationReward('COMPANY', false, reward)).toBe(50);
  });

  it('gives nothing for a school address or once the category was verified before', () => {
    expect(firstEmailVerificationReward('SCHOOL', false, reward)).toBe(0);
    expect(firstEmailVerificationReward('COMPANY', true, reward)).toBe(0);
  });

  it('never gives negative points', () => {
    expect(firstEmailVerificationReward('GENERAL', false, { general: -5, company: 0 })).toBe(0);
  });
});
