import { randomInt } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { SESSION_COOKIE_NAME, TOKEN_EXPIRY_MARGIN_MS } from '@socials/domain';
import { latestSignInCode, outboxIds } from './sign-in';

export interface ApiSession {
  email: string;
  accessToken: string;
  /** Epoch milliseconds after which the access token is refused. */
  expiresAt: number;
}

/** Sessions of this run, shared by the workers through a file (E2E_SESSION_CACHE, set by the config). */
function cachedSessions(): Record<string, ApiSession> {
  const file = process.env.E2E_SESSION_CACHE;
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ApiSession>;
  } catch {
    return {};
  }
}

function remember(session: ApiSession): void {
  const file = process.env.E2E_SESSION_CACHE;
  if (!file) return;
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ ...cachedSessions(), [session.email]: session }));
  renameSync(partial, file);
}

/** Long enough for the apps (which treat a token as expired TOKEN_EXPIRY_MARGIN_MS early) and the test that uses it. */
const STILL_FRESH_MS = TOKEN_EXPIRY_MARGIN_MS + 3 * 60_000;

/**
 * Signs in through the API alone (start, code from the outbox, token exchange): for tests that
 * need a session but are not about the login page. The account must already have a name, or the
 * apps send it to account settings first. A session of this run that is still fresh is reused, so
 * the demo accounts sign in once per run, not once per test (the server limits codes per address).
 * Each request for a code names its own made-up client address (the browser tests' server trusts
 * that header, TRUST_PROXY), so the per-network limit counts the browsers' own sign-ins apart.
 */
export async function signInThroughApi(request: APIRequestContext, email: string): Promise<ApiSession> {
  const fresh = (): ApiSession | undefined => {
    const cached = cachedSessions()[email];
    return cached && cached.expiresAt - Date.now() > STILL_FRESH_MS ? cached : undefined;
  };
  const cached = fresh();
  if (cached) return cached;
  // Two workers signing in to one account at once would each ask for a code, and the second code
  // replaces the first: one signs in while the others wait, then they take its session.
  return withAccountLock(email, async () => fresh() ?? signInAnew(request, email));
}

/** How long a lock may be held before another worker takes it over (its holder died). */
const STALE_LOCK_MS = 60_000;

async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const cacheFile = process.env.E2E_SESSION_CACHE;
  if (!cacheFile) return work();
  const lockFile = `${cacheFile}.${email.replace(/[^a-z0-9]+/gi, '_')}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockFile).mtimeMs > STALE_LOCK_MS) unlinkSync(lockFile);
      } catch {
        // Released (or taken over) in the meantime: try again.
      }
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    unlinkSync(lockFile);
  }
}

async function signInAnew(request: APIRequestContext, email: string): Promise<ApiSession> {
  const seen = await outboxIds(request, email);
  const clientAddress = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const started = await request.post('/api/auth/passwordless/start', { data: { email }, headers: { 'x-forwarded-for': clientAddress } });
  expect(started.ok(), `sign-in code for ${email}: ${await started.text()}`).toBe(true);
  const code = await latestSignInCode(request, email, seen);

  const exchanged = await request.post('/api/auth/oauth/token', {
    data: { grant_type: 'passwordless_otp', email, code },
    headers: { 'x-forwarded-for': clientAddress },
  });
  expect(exchanged.ok(), `token for ${email}: ${await exchanged.text()}`).toBe(true);
  const { access_token, expires_in } = (await exchanged.json()) as { access_token: string; expires_in: number };
  const session = { email, accessToken: access_token, expiresAt: Date.now() + expires_in * 1000 };
  remember(session);
  return session;
}

/**
 * Puts the access token where libs/auth keeps it (a first-party cookie, see session-token.ts), so
 * pages of `origin` open signed in. The refresh cookie is left out on purpose: contexts sharing one
 * refresh token would rotate it twice, which revokes the session.
 */
export async function startSignedIn(context: BrowserContext, session: ApiSession, origin: string): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE_NAME, value: session.accessToken, url: origin, sameSite: 'Lax' }]);
}
