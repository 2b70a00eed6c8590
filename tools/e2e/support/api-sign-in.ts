import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { SESSION_COOKIE_NAME } from '@socials/domain';
import { latestSignInCode, outboxIds } from './sign-in';

export interface ApiSession {
  email: string;
  accessToken: string;
  /** Epoch milliseconds after which the access token is refused. */
  expiresAt: number;
}

/**
 * Signs in through the API alone (start, code from the outbox, token exchange): for tests that
 * need a session but are not about the login page. The account must already have a name, or the
 * apps send it to account settings first.
 */
export async function signInThroughApi(request: APIRequestContext, email: string): Promise<ApiSession> {
  const seen = await outboxIds(request, email);
  const started = await request.post('/api/auth/passwordless/start', { data: { email } });
  expect(started.ok(), `sign-in code for ${email}: ${await started.text()}`).toBe(true);
  const code = await latestSignInCode(request, email, seen);

  const exchanged = await request.post('/api/auth/oauth/token', { data: { grant_type: 'passwordless_otp', email, code } });
  expect(exchanged.ok(), `token for ${email}: ${await exchanged.text()}`).toBe(true);
  const { access_token, expires_in } = (await exchanged.json()) as { access_token: string; expires_in: number };
  return { email, accessToken: access_token, expiresAt: Date.now() + expires_in * 1000 };
}

/**
 * Puts the access token where libs/auth keeps it (a first-party cookie, see session-token.ts), so
 * pages of `origin` open signed in. The refresh cookie is left out on purpose: contexts sharing one
 * refresh token would rotate it twice, which revokes the session.
 */
export async function startSignedIn(context: BrowserContext, session: ApiSession, origin: string): Promise<void> {
  await context.addCookies([{ name: SESSION_COOKIE_NAME, value: session.accessToken, url: origin, sameSite: 'Lax' }]);
}
