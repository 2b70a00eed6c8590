import { describe, expect, it } from 'vitest';
import { canManageCircle, canSeeCircle, canSeeCircleContent, circleSlugFromName, joinOutcome } from './circle-access';

const member = { role: 'member', status: 'ACTIVE' } as const;
const pending = { role: 'member', status: 'PENDING' } as const;
const host = { role: 'host', status: 'ACTIVE' } as const;

describe('canSeeCircle', () => {
  it('shows public and community circles to everyone, private ones to the people in them and staff', () => {
    expect(canSeeCircle({ visibility: 'PUBLIC' }, null, false)).toBe(true);
    expect(canSeeCircle({ visibility: 'COMMUNITY_ONLY' }, null, false)).toBe(true);
    expect(canSeeCircle({ visibility: 'PRIVATE' }, null, false)).toBe(false);
    expect(canSeeCircle({ visibility: 'PRIVATE' }, pending, false)).toBe(true);
    expect(canSeeCircle({ visibility: 'PRIVATE' }, null, true)).toBe(true);
  });
});

describe('canSeeCircleContent', () => {
  it('opens a public circle to all and the others to active members and staff', () => {
    expect(canSeeCircleContent({ visibility: 'PUBLIC' }, null, false)).toBe(true);
    expect(canSeeCircleContent({ visibility: 'COMMUNITY_ONLY' }, null, false)).toBe(false);
    expect(canSeeCircleContent({ visibility: 'COMMUNITY_ONLY' }, pending, false)).toBe(false);
    expect(canSeeCircleContent({ visibility: 'COMMUNITY_ONLY' }, member, false)).toBe(true);
    expect(canSeeCircleContent({ visibility: 'PRIVATE' }, null, true)).toBe(true);
  });
});

describe('canManageCircle', () => {
  it('lets the owner, active hosts and staff manage', () => {
    expect(canManageCircle({ role: 'owner', status: 'ACTIVE' }, false)).toBe(true);
    expect(canManageCircle(host, false)).toBe(true);
    expect(canManageCircle({ role: 'host', status: 'INVITED' }, false)).toBe(false);
    expect(canManageCircle(member, false)).toBe(false);
    expect(canManageCircle(null, true)).toBe(true);
  });
});

describe('joinOutcome', () => {
  it('follows the join policy, and an invitation always lets in', () => {
    expect(joinOutcome('OPEN', null)).toBe('ACTIVE');
    expect(joinOutcome('REQUEST', null)).toBe('PENDING');
    expect(joinOutcome('INVITE', null)).toBe('REFUSED');
    expect(joinOutcome('INVITE', 'INVITED')).toBe('ACTIVE');
    expect(joinOutcome('OPEN', 'ACTIVE')).toBe('ALREADY');
    expect(joinOutcome('REQUEST', 'PENDING')).toBe('ALREADY');
  });
});

describe('circleSlugFromName', () => {
  it('makes a lower-case hyphenated slug', () => {
    expect(circleSlugFromName('  Café Founders — NYC! ')).toBe('cafe-founders-nyc');
    expect(circleSlugFromName('AI')).toBe('circle-ai');
  });
});
