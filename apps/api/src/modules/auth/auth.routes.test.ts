import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE_NAME } from '@socials/domain';
import { signInCodes } from '../../db/schema';
import { describeOnOneDatabase, type Harness } from '../../test/harness';
import { signAccessToken } from '../../core/access-token';
import { SIGN_IN_LIMITS } from './auth.service';
import { bearer } from '../../test/kit';

let emailCounter = 0;
const freshEmail = (name = 'user') => `${name}.${Date.now()}.${++emailCounter}@example.com`;
let ipCounter = 0;
const freshIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;

async function requestCode(h: Harness, email: string, remoteAddress = freshIp()) {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
  expect(res.statusCode).toBe(200);
  const [mail] = await h.outbox(email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

function exchange(h: Harness, email: string, code: string) {
  return h.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email, code } });
}

function refreshCookie(res: { cookies: { name: string; value: string }[] }): string | undefined {
  return res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME)?.value;
}

function refresh(h: Harness, token: string | undefined) {
  return h.app.inject({ method: 'POST', url: '/api/auth/oauth/refresh', cookies: token ? { [REFRESH_COOKIE_NAME]: token } : {} });
}

/** Another code that is certainly not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeOnOneDatabase(
  'auth routes',
  (harness) => {
    describe('sign-in', () => {
      it('signs in with the e-mailed code, creates the user and sets the refresh cookie', async () => {
        const h = harness();
        const email = freshEmail('Ada.Lovelace');
        const code = await requestCode(h, email.toUpperCase());

        const res = await exchange(h, email, code);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { email: email.toLowerCase(), isAdmin: false, isAnonymous: false } });
        // The public profile address tells nothing of the e-mail address.
        expect(body.user.slug).toMatch(/^member-[a-z2-9]{10}$/);
        expect(typeof body.access_token).toBe('string');

        const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
        expect(cookie).toMatchObject({ value: body.refresh_token, httpOnly: true, path: '/api/auth', sameSite: 'Lax', maxAge: 7_776_000 });

        const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(body.access_token) });
        expect(me.statusCode).toBe(200);
        expect(me.json().id).toBe(body.user.id);

        // Signing in again finds the same user.
        const again = await exchange(h, email, await requestCode(h, email));
        expect(again.json().user.id).toBe(body.user.id);
      });

      it('rejects an expired code with invalid_grant', async () => {
        const h = harness();
        const email = freshEmail();
        const code = await requestCode(h, email);
        await h.db.update(signInCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(signInCodes.email, email));

        const res = await exchange(h, email, code);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ statusCode: 400, error: 'invalid_grant', error_description: 'The code is wrong or has expired' });
      });

      it('voids a code after five wrong guesses', async () => {
        const h = harness();
        const email = freshEmail();
        const code = await requestCode(h, email);
        for (let i = 0; i < 5; i++) {
          const res = await exchange(h, email, wrong(code));
          expect(res.statusCode).toBe(400);
          expect(res.json().error).toBe('invalid_grant');
        }
        const res = await exchange(h, email, code);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('invalid_grant');
      });

      it('still accepts the right code after fewer than five wrong guesses', async () => {
        const h = harness();
        const email = freshEmail();
        const code = await requestCode(h, email);
        for (let i = 0; i < 4; i++) await exchange(h, email, wrong(code));
        expect((await exchange(h, email, code)).statusCode).toBe(200);
      });

      it('rejects a code that was already used', async () => {
        const h = harness();
        const email = freshEmail();
        const code = await requestCode(h, email);
        expect((await exchange(h, email, code)).statusCode).toBe(200);
        const res = await exchange(h, email, code);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('invalid_grant');
      });

      it('voids the older code when a new one is sent', async () => {
        const h = harness();
        const email = freshEmail();
        const first = await requestCode(h, email);
        const second = await requestCode(h, email);
        if (first !== second) expect((await exchange(h, email, first)).statusCode).toBe(400);
        expect((await exchange(h, email, second)).statusCode).toBe(200);
      });

      it('rejects a malformed code and e-mail with field errors', async () => {
        const h = harness();
        const res = await h.app.inject({ method: 'POST', url: '/api/auth/oauth/token', payload: { email: 'not-an-email', code: '12' } });
        expect(res.statusCode).toBe(400);
        const fields = res.json().fieldErrors.map((f: { field: string }) => f.field);
        expect(fields).toEqual(expect.arrayContaining(['body.email', 'body.code']));
      });

      it('limits codes for one e-mail from one network with 429 and Retry-After', async () => {
        const h = harness();
        const email = freshEmail();
        const remoteAddress = freshIp();
        for (let i = 0; i < SIGN_IN_LIMITS.perEmailPerIp; i++) await requestCode(h, email, remoteAddress);
        const res = await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
        expect(res.statusCode).toBe(429);
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
        expect(res.json().message).toMatch(/Try again/);
      });

      it('lets nobody lock a person out: after five requests by a stranger the owner still gets a code at once', async () => {
        const h = harness();
        const email = freshEmail('victim');
        const stranger = freshIp();
        for (let i = 0; i < 5; i++) await requestCode(h, email, stranger);
        expect((await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress: stranger })).statusCode).toBe(429);
        const code = await requestCode(h, email, freshIp());
        expect((await exchange(h, email, code)).statusCode).toBe(200);
      });

      it('caps codes for one e-mail from many networks per minute only, under a burst of parallel requests', async () => {
        const h = harness();
        const email = freshEmail('burst');
        const replies = await Promise.all(
          Array.from({ length: SIGN_IN_LIMITS.perEmailBurst + 4 }, () =>
            h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress: freshIp() }),
          ),
        );
        const refused = replies.filter((r) => r.statusCode === 429);
        expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(SIGN_IN_LIMITS.perEmailBurst);
        expect(refused).toHaveLength(4);
        for (const reply of refused) expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(SIGN_IN_LIMITS.burstWindowSeconds);

        // A minute later the owner gets a code again.
        await h.db.update(signInCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(signInCodes.email, email));
        expect((await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress: freshIp() })).statusCode).toBe(
          200,
        );
      });

      it('limits codes per IP address', async () => {
        const h = harness();
        const remoteAddress = '198.51.100.7';
        for (let i = 0; i < 20; i++) await requestCode(h, freshEmail('ip'), remoteAddress);
        const res = await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email: freshEmail('ip') }, remoteAddress });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      });
    });

    describe('sign-in code limits', () => {
      function start(h: Harness, email: string, remoteAddress = freshIp(), headers: Record<string, string> = {}) {
        return h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress, headers });
      }

      it('counts parallel wrong guesses too: ten at once still void the code', async () => {
        const h = harness();
        const email = freshEmail('parallel');
        const code = await requestCode(h, email);
        const guesses = await Promise.all(Array.from({ length: 10 }, () => exchange(h, email, wrong(code))));
        expect(guesses.map((r) => r.statusCode)).toEqual(Array(10).fill(400));
        expect((await exchange(h, email, code)).statusCode).toBe(400);
        const [row] = await h.db.select().from(signInCodes).where(eq(signInCodes.email, email));
        expect(row?.attempts).toBe(5);
        expect(row?.consumedAt).not.toBeNull();
      });

      it('voids the code, not the account: a new code signs in', async () => {
        const h = harness();
        const email = freshEmail('retry');
        const first = await requestCode(h, email);
        for (let i = 0; i < 5; i++) await exchange(h, email, wrong(first));
        const second = await requestCode(h, email);
        expect((await exchange(h, email, second)).statusCode).toBe(200);
      });

      it('counts an e-mail address however it is written', async () => {
        const h = harness();
        const email = freshEmail('Case');
        const remoteAddress = freshIp();
        for (const written of [email, email.toUpperCase(), `  ${email}  `, email.toLowerCase(), email.toUpperCase()]) {
          expect((await start(h, written, remoteAddress)).statusCode).toBe(200);
        }
        expect((await start(h, ` ${email.toUpperCase()}`, remoteAddress)).statusCode).toBe(429);
      });

      it('refuses over the limit without storing or sending a code', async () => {
        const h = harness();
        const email = freshEmail('quiet');
        const remoteAddress = freshIp();
        for (let i = 0; i < 5; i++) await requestCode(h, email, remoteAddress);
        expect((await start(h, email, remoteAddress)).statusCode).toBe(429);
        expect(await h.outbox(email)).toHaveLength(5);
        expect(await h.db.select().from(signInCodes).where(eq(signInCodes.email, email))).toHaveLength(5);
      });

      it('keeps the limits apart: a limited e-mail or address does not block the others', async () => {
        const h = harness();
        const limitedEmail = freshEmail('limited');
        const flooder = freshIp();
        for (let i = 0; i < 5; i++) await requestCode(h, limitedEmail, flooder);
        expect((await start(h, freshEmail('other'), flooder)).statusCode).toBe(200);

        const limitedIp = '198.51.100.21';
        for (let i = 0; i < 20; i++) await requestCode(h, freshEmail('ip'), limitedIp);
        expect((await start(h, freshEmail('ip'), limitedIp)).statusCode).toBe(429);
        expect((await start(h, freshEmail('ip'), '198.51.100.22')).statusCode).toBe(200);
      });

      it('frees a slot when the oldest code leaves the 15-minute window', async () => {
        const h = harness();
        const email = freshEmail('window');
        const remoteAddress = freshIp();
        for (let i = 0; i < 5; i++) await requestCode(h, email, remoteAddress);
        const [oldest] = await h.db.select().from(signInCodes).where(eq(signInCodes.email, email)).orderBy(signInCodes.createdAt).limit(1);

        // 14 minutes old: still counted, and the answer says it leaves the window within a minute.
        await h.db.update(signInCodes).set({ createdAt: sql`now() - interval '14 minutes'` }).where(eq(signInCodes.id, oldest!.id));
        const limited = await start(h, email, remoteAddress);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

        await h.db.update(signInCodes).set({ createdAt: sql`now() - interval '15 minutes 1 second'` }).where(eq(signInCodes.id, oldest!.id));
        expect((await start(h, email, remoteAddress)).statusCode).toBe(200);
        expect((await start(h, email, remoteAddress)).statusCode).toBe(429);
      });

      it('counts per connection address: X-Forwarded-For does not reset the per-IP limit without TRUST_PROXY', async () => {
        const h = harness();
        const remoteAddress = '198.51.100.31';
        for (let i = 0; i < 20; i++) {
          expect((await start(h, freshEmail('xff'), remoteAddress, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode).toBe(200);
        }
        expect((await start(h, freshEmail('xff'), remoteAddress, { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
      });
    });

    describe('sessions', () => {
      async function signedIn(h: Harness) {
        const email = freshEmail();
        const res = await exchange(h, email, await requestCode(h, email));
        expect(res.statusCode).toBe(200);
        return { cookie: refreshCookie(res)!, userId: res.json().user.id as string };
      }

      it('rotates the refresh token', async () => {
        const h = harness();
        const { cookie, userId } = await signedIn(h);

        const res = await refresh(h, cookie);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
        expect(res.json().refresh_token).toBeUndefined();
        const rotated = refreshCookie(res);
        expect(rotated).toBeTruthy();
        expect(rotated).not.toBe(cookie);

        const me = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${res.json().access_token}` } });
        expect(me.json().id).toBe(userId);

        expect((await refresh(h, rotated)).statusCode).toBe(200);
      });

      it('revokes the whole family when a rotated token is reused', async () => {
        const h = harness();
        const { cookie } = await signedIn(h);
        const newer = refreshCookie(await refresh(h, cookie));

        const reuse = await refresh(h, cookie);
        expect(reuse.statusCode).toBe(401);
        expect(reuse.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });

        expect((await refresh(h, newer)).statusCode).toBe(401);
      });

      it('accepts the refresh token in the body for non-browser clients', async () => {
        const h = harness();
        const { cookie } = await signedIn(h);
        const res = await h.app.inject({ method: 'POST', url: '/api/auth/oauth/refresh', payload: { refresh_token: cookie } });
        expect(res.statusCode).toBe(200);
        expect(typeof res.json().refresh_token).toBe('string');
      });

      it('answers 401 without a refresh token or with an unknown one', async () => {
        const h = harness();
        expect((await refresh(h, undefined)).statusCode).toBe(401);
        expect((await refresh(h, 'not-a-token')).statusCode).toBe(401);
        const emptyJson = await h.app.inject({
          method: 'POST',
          url: '/api/auth/oauth/refresh',
          headers: { 'content-type': 'application/json' },
          payload: '',
        });
        expect(emptyJson.statusCode).toBe(401);
      });

      it('refreshes even when an expired access token is sent along', async () => {
        const h = harness();
        const { cookie, userId } = await signedIn(h);
        const expired = await signAccessToken({ ...h.config, accessTokenTtlSeconds: -60 }, { userId, isAdmin: false });
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/auth/oauth/refresh',
          cookies: { [REFRESH_COOKIE_NAME]: cookie },
          headers: bearer(expired),
        });
        expect(res.statusCode).toBe(200);
      });

      it('logs out: revokes the session and clears the cookie', async () => {
        const h = harness();
        const { cookie } = await signedIn(h);
        const res = await h.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { [REFRESH_COOKIE_NAME]: cookie } });
        expect(res.statusCode).toBe(204);
        const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
        expect(cleared?.value).toBe('');
        expect((await refresh(h, cookie)).statusCode).toBe(401);
      });
    });

    describe('bearer tokens', () => {
      it('answers 401 for a forged, expired or malformed token', async () => {
        const h = harness();
        const { userId } = await h.signIn(freshEmail());
        const forged = await signAccessToken({ jwtSecret: 'another-secret', accessTokenTtlSeconds: 900 }, { userId, isAdmin: true });
        const expired = await signAccessToken({ ...h.config, accessTokenTtlSeconds: -60 }, { userId, isAdmin: false });
        for (const authorization of [`Bearer ${forged}`, `Bearer ${expired}`, 'Bearer nonsense', 'Basic abc']) {
          const res = await h.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
          expect(res.statusCode).toBe(401);
          expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
        }
      });
    });
    // The 429 limits alone: the bot check's challenge before them is tested in http/plugins/bot-check.test.ts.
  },
  { env: { BOT_CHECK_SIGN_IN_LIMIT: '0' } },
);

describeOnOneDatabase(
  'auth routes with ADMIN_EMAILS',
  (harness) => {
    it('makes the listed e-mails admins at sign-in', async () => {
      const h = harness();
      const email = 'boss@example.com';
      const res = await exchange(h, email, await requestCode(h, 'Boss@Example.com'));
      expect(res.statusCode).toBe(200);
      expect(res.json().user.isAdmin).toBe(true);

      const other = freshEmail();
      const plain = await exchange(h, other, await requestCode(h, other));
      expect(plain.json().user.isAdmin).toBe(false);
    });
  },
  { env: { ADMIN_EMAILS: 'someone@example.com, BOSS@example.com' } },
);
