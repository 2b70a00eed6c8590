import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './is-token-expired';
import { decodeJwtPayload } from './decode-jwt-payload';

const base64url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (payload: object) => `${base64url('{"alg":"HS256"}')}.${base64url(JSON.stringify(payload))}.signature`;

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(now / 1000) + s;

describe('isTokenExpired', () => {
  it('is fresh when more than 5 minutes remain', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(301) }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: inSeconds(3600) }), now)).toBe(false);
  });

  it('counts as expired when exactly or under 5 minutes remain', () => {
    expect(isTokenExpired(jwt({ exp: inSeconds(300) }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: inSeconds(299) }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: inSeconds(-10) }), now)).toBe(true);
  });

  it('counts a token it cannot read as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'u1' }), now)).toBe(true);
  });
});

describe('decodeJwtPayload', () => {
  it('reads base64url payloads with non-ASCII text', () => {
    const payload = { sub: 'u1', name: 'Zoë ✓', exp: 1 };
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeJwtPayload(`h.${encoded}.s`)).toEqual(payload);
  });

  it('returns null for non-object payloads', () => {
    expect(decodeJwtPayload(`h.${base64url('[1]')}.s`)).toBeNull();
    expect(decodeJwtPayload('only-one-part')).toBeNull();
  });
});
