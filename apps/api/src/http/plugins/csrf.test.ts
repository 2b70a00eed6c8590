import { REFRESH_COOKIE_NAME } from '@socials/domain';
import { describe, expect, it } from 'vitest';
import { describeOnOneDatabase, type Harness } from '../../test/harness';

const PUBLIC_URL = 'https://socials.example';
const EVIL = 'https://evil.example';

let emailCounter = 0;

/** Signs in the way a browser does and returns the refresh cookie the server set. */
async function signInWithCookie(h: Harness): Promise<string> {
  const email = `csrf.${++emailCounter}@example.com`;
  const remoteAddress = `203.0.113.${emailCounter}`;
  await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
  const code = /\b(\d{6})\b/.exec((await h.outbox(email))[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`No sign-in code for ${email}`);
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email, code }, remoteAddress });
  const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value;
  if (!cookie) throw new Error(`Sign-in failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

function refresh(h: Harness, cookie: string, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'POST', url: '/api/auth/oauth/refresh', cookies: { [REFRESH_COOKIE_NAME]: cookie }, headers });
}

function logout(h: Harness, cookie: string, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE_NAME]: cookie }, headers });
}

describeOnOneDatabase(
  'CSRF protection',
  (harness) => {
    describe('refuses cookie-carrying requests from another site', () => {
      const crossSite: [string, Record<string, string>][] = [
        ['another Origin', { origin: EVIL }],
        ['another Origin even with a same-origin Referer', { origin: EVIL, referer: `${PUBLIC_URL}/account` }],
        ['the same host on another port', { origin: 'https://socials.example:8443' }],
        ['the same host over another scheme', { origin: 'http://socials.example' }],
        ['an opaque Origin "null"', { origin: 'null' }],
        ['another Referer when there is no Origin', { referer: `${EVIL}/attack.html` }],
        ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
        ['Sec-Fetch-Site: cross-site with our own Origin', { 'sec-fetch-site': 'cross-site', origin: PUBLIC_URL }],
      ];

      it.each(crossSite)('refresh with %s: 403, and the refresh token is neither rotated nor revoked', async (_label, headers) => {
        const h = harness();
        const cookie = await signInWithCookie(h);

        const refused = await refresh(h, cookie, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          statusCode: 403,
          error: 'Forbidden',
          message: expect.stringMatching(/^Cross-site requests that carry cookies are refused/),
        });
        expect(refused.cookies).toEqual([]);

        // Had the refused request rotated the token, presenting it again would be a replay and end the session.
        const ours = await refresh(h, cookie, { origin: PUBLIC_URL });
        expect(ours.statusCode).toBe(200);
      });

      it('refuses a cross-site logout and the session goes on', async () => {
        const h = harness();
        const cookie = await signInWithCookie(h);
        const refused = await logout(h, cookie, { origin: EVIL });
        expect(refused.statusCode).toBe(403);
        expect(refused.cookies).toEqual([]);
        expect((await refresh(h, cookie)).statusCode).toBe(200);
      });
    });

    describe('lets our own and origin-less requests through', () => {
      it('refreshes from PUBLIC_URL, with or without Sec-Fetch-Site', async () => {
        const h = harness();
        const cookie = await signInWithCookie(h);
        const first = await refresh(h, cookie, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
        expect(first.statusCode).toBe(200);
        const rotated = first.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value;
        expect(rotated).toBeTruthy();
        expect((await refresh(h, rotated!, { referer: `${PUBLIC_URL}/my-ticket` })).statusCode).toBe(200);
      });

      it('refreshes from the host the request was sent to (a dev server, the conference host)', async () => {
        const h = harness();
        const cookie = await signInWithCookie(h);
        const res = await refresh(h, cookie, { host: 'localhost:4200', origin: 'http://localhost:4200' });
        expect(res.statusCode).toBe(200);
      });

      it('refreshes when the request names no origin at all (curl, server to server)', async () => {
        const h = harness();
        const cookie = await signInWithCookie(h);
        expect((await refresh(h, cookie)).statusCode).toBe(200);
      });

      it('logs out from our own origin', async () => {
        const h = harness();
        const cookie = await signInWithCookie(h);
        expect((await logout(h, cookie, { origin: PUBLIC_URL })).statusCode).toBe(204);
        expect((await refresh(h, cookie)).statusCode).toBe(401);
      });

      it('does not check bearer-token requests without cookies', async () => {
        const h = harness();
        const { token } = await h.signIn('bearer.csrf@example.com');
        const res = await h.app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}`, origin: EVIL, 'sec-fetch-site': 'cross-site' },
          payload: { firstName: 'Bea' },
        });
        expect(res.statusCode).toBe(200);
      });

      it('does not check safe methods', async () => {
        const h = harness();
        const res = await h.app.inject({
          method: 'GET',
          url: '/api/cities',
          cookies: { [REFRESH_COOKIE_NAME]: 'x' },
          headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
        });
        expect(res.statusCode).toBe(200);
      });
    });
  },
  { env: { PUBLIC_URL } },
);
