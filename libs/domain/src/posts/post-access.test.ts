import { describe, expect, it } from 'vitest';
import { decidePostAccess, POST_ACCESS, type PostViewer } from './post-access';

const stranger: PostViewer = { signedIn: true, managesCircle: false, isMember: false, unlocked: false };

describe('decidePostAccess', () => {
  it('lets anyone read a public post', () => {
    expect(decidePostAccess('PUBLIC', { ...stranger, signedIn: false })).toEqual({ readable: true, reason: 'PUBLIC', canUnlock: false });
  });

  it('lets the circle hosts read every post without unlocking', () => {
    for (const access of POST_ACCESS) expect(decidePostAccess(access, { ...stranger, managesCircle: true }).readable).toBe(true);
  });

  it('keeps a members-only post for members: nobody else can unlock it', () => {
    expect(decidePostAccess('MEMBERS_ONLY', { ...stranger, isMember: true }).reason).toBe('MEMBER');
    expect(decidePostAccess('MEMBERS_ONLY', stranger)).toEqual({ readable: false, reason: 'MEMBERS_ONLY', canUnlock: false });
  });

  it('asks for points or a payment, members included, until the post is unlocked', () => {
    expect(decidePostAccess('POINTS', { ...stranger, isMember: true })).toEqual({ readable: false, reason: 'NEEDS_POINTS', canUnlock: true });
    expect(decidePostAccess('PAID', stranger)).toEqual({ readable: false, reason: 'NEEDS_PAYMENT', canUnlock: true });
    expect(decidePostAccess('POINTS', { ...stranger, unlocked: true }).reason).toBe('UNLOCKED');
  });

  it('asks an anonymous visitor to sign in before unlocking', () => {
    expect(decidePostAccess('PAID', { ...stranger, signedIn: false })).toEqual({ readable: false, reason: 'SIGN_IN', canUnlock: false });
  });
});
