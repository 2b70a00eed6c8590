import { describe, expect, it } from 'vitest';
import { joinActionLabel, membershipLabel } from './circle-text';

describe('circle texts', () => {
  it('names the caller’s place in a circle', () => {
    expect(membershipLabel(null)).toBeNull();
    expect(membershipLabel({ role: 'member', status: 'PENDING', referralCode: null })).toBe('Request sent');
    expect(membershipLabel({ role: 'owner', status: 'ACTIVE', referralCode: 'abc' })).toBe('Owner');
  });

  it('offers the join action the policy allows', () => {
    expect(joinActionLabel('OPEN', null)).toBe('Join circle');
    expect(joinActionLabel('REQUEST', null)).toBe('Ask to join');
    expect(joinActionLabel('INVITE', null)).toBeNull();
    expect(joinActionLabel('INVITE', { role: 'member', status: 'INVITED', referralCode: null })).toBe('Accept invitation');
    expect(joinActionLabel('OPEN', { role: 'member', status: 'ACTIVE', referralCode: 'x' })).toBeNull();
  });
});
