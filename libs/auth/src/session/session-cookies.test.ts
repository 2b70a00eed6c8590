import { SESSION_COOKIE_NAME, VISITOR_COOKIE_NAME } from '@socials/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../test/fixtures';
import { readCookie, setCookieDomain } from './cookies';
import { clearSessionToken, getSessionToken, setSessionToken } from './session-token';
import { getVisitorId } from './visitor-id';

beforeEach(clearCookies);
afterEach(() => {
  vi.restoreAllMocks();
  setCookieDomain(undefined);
});

function spyOnCookieWrites() {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('visitor id cookie', () => {
  it('is generated once when missing and then reused', () => {
    const first = getVisitorId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCookie(VISITOR_COOKIE_NAME)).toBe(first);
    expect(getVisitorId()).toBe(first);
  });

  it('keeps an id that is already there', () => {
    document.cookie = `${VISITOR_COOKIE_NAME}=known-visitor; Path=/`;
    expect(getVisitorId()).toBe('known-visitor');
  });
});

describe('session token cookie', () => {
  it('is written for 90 days, SameSite=Lax, on the whole site', () => {
    const writes = spyOnCookieWrites();
    setSessionToken('token-1');

    expect(getSessionToken()).toBe('token-1');
    expect(writes).toEqual([`${SESSION_COOKIE_NAME}=token-1; Path=/; Max-Age=7776000; SameSite=Lax`]);
  });

  it('uses the product domain when configured', () => {
    const writes = spyOnCookieWrites();
    setCookieDomain('.socials.test');
    setSessionToken('token-1');
    expect(writes[0]).toContain('Domain=.socials.test');
  });

  it('is deleted on the domain and on the host', () => {
    setSessionToken('token-1');
    setCookieDomain('.socials.test');
    const writes = spyOnCookieWrites();

    clearSessionToken();

    expect(getSessionToken()).toBeNull();
    expect(writes).toEqual([
      `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`,
      `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax; Domain=.socials.test`,
      `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax; Domain=${window.location.hostname}`,
    ]);
  });
});
