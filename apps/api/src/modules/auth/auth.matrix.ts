import { randomInt } from 'node:crypto';
import { anyone, type AreaMatrix, newEmail } from '../../security/matrix';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A sign-in code just e-mailed to a new address. */
    freshSignInCode(): Promise<{ email: string; code: string }>;
    /** The refresh token of a session just started for a new user. */
    freshRefreshToken(): Promise<string>;
  }
}

/** Who may call the routes of sign-in. */
export const matrix: AreaMatrix = {
  entries: [
    // Sign-in: the e-mail, the code or the refresh token is the credential; the bearer token is ignored.
    { route: 'POST /api/auth/passwordless/start', expect: anyone, request: () => ({ payload: { email: newEmail() } }) },
    { route: 'POST /api/auth/oauth/token', expect: anyone, request: async (w) => ({ payload: await w.freshSignInCode() }) },
    { route: 'POST /api/auth/oauth/refresh', expect: anyone, request: async (w) => ({ payload: { refresh_token: await w.freshRefreshToken() } }) },
    { route: 'POST /api/auth/logout', expect: anyone, request: () => ({ payload: {} }) },
  ],
  seed: async ({ h, sendOk, codeMailedTo }) => {
    async function freshSignInCode() {
      const email = newEmail();
      // Its own made-up client address, like the harness's sign-ins, so that the per-IP limit never applies.
      const remoteAddress = `10.99.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      await h.app.inject({ method: 'POST', url: '/api/auth/passwordless/start', payload: { email }, remoteAddress });
      return { email, code: await codeMailedTo(email) };
    }
    return {
      freshSignInCode,
      freshRefreshToken: async () => (await sendOk<{ refresh_token: string }>('POST', '/api/auth/oauth/token', null, await freshSignInCode())).refresh_token,
    };
  },
};
