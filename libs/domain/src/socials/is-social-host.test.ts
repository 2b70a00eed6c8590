import { describe, expect, it } from 'vitest';
import { isSocialHost } from './is-social-host';

const social = { owner: { id: 'owner' }, hosts: [{ id: 'cohost' }] };

describe('isSocialHost', () => {
  it('is true for the owner', () => {
    expect(isSocialHost(social, 'owner')).toBe(true);
  });

  it('is true for someone in the hosts list', () => {
    expect(isSocialHost(social, 'cohost')).toBe(true);
  });

  it('is false for anyone else and for anonymous visitors', () => {
    expect(isSocialHost(social, 'guest')).toBe(false);
    expect(isSocialHost(social, null)).toBe(false);
    expect(isSocialHost(social, undefined)).toBe(false);
  });
});
