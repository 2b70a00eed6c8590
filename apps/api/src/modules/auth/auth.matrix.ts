import { randomInt } from 'node:crypto';
import { anyone, type AreaMatrix, newEmail } from '../../security/matrix';
import { findOrCreateUserByEmail } from '../users';

declare module '../../security/matrix' {
  interface MatrixWorld {
    /** A sign-in code just e-mailed to a new address. */
    freshSignInCode(): Promise<{ email: string; code: string }>;
    /** The refresh token of a session just started for a new user. */
    freshRefreshToken(): Promise<string>;
    /** An account retrieval code just e-mailed to a new account's address, and a new address for it. */
    freshRetrievalCode(): Promise<{ email: string; code: string; newEmail: string }>;
    /** An account retrieval waiting for its new address: the code e-mailed there, with both addresses. */
    freshAccountMove(): Promise<{ email: string; newEmail: string; code: string }>;
  }
}

/** Who may call the routes of sign-in. */
export const matrix: AreaMatrix = {
  entries: [
    // Sign-in: the e-mail, the code or the refresh token is the credential; the bearer token is ignored.
    { route: 'POST /api/auth/passwordless/start', expect: anyone, request: () => ({ payload: { email: newEmail() } }) },
    { route: 'POST /api/auth/oauth/token', expect: anyone, request: async (w) => ({ payload: await w.freshSignInCode() }) },
    { route: 'POST /api/auth/oauth/refresh', expect: anyone, request: async (w) => ({ payload: { refresh_token: await w.freshRefreshToken() } }) },
    { route: 'POST /api/auth/account-retrieval/start', expect: anyone, request: () => ({ payload: { email: newEmail() } }) },
    { route: 'POST /api/auth/account-retrieval/complete', expect: anyone, request: async (w) => ({ payload: await w.freshRetrievalCode() }) },
    // Only the code sent to the new address moves the account, whoever calls.
    { route: 'POST /api/auth/account-retrieval/confirm', expect: anyone, request: async (w) => ({ payload: await w.freshAccountMove() }) },
    { route: 'POST /api/auth/logout', expect: anyone, request: () => ({ payload: {} }) },
  ],
  seed: async ({ h, sendOk, codeMailedTo }) => {
    // Each code asked from its own made-up client address, like the harness's sign-ins, so that the per-IP limit never applies.
    async function codeFrom(url: string, email: string) {
      const remoteAddress = `10.99.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      await h.app.inject({ method: 'POST', url, payload: { email }, remoteAddress });
      return codeMailedTo(email);
    }
    async function freshSignInCode() {
      const email = newEmail();
      return { email, code: await codeFrom('/api/auth/passwordless/start', email) };
    }
    async function freshRetrievalCode() {
      const { user } = await findOrCreateUserByEmail(h.db, newEmail());
      return { email: user.email, code: await codeFrom('/api/auth/account-retrieval/start', user.email), newEmail: newEmail() };
    }
    async function freshAccountMove() {
      const retrieval = await freshRetrievalCode();
      await sendOk('POST', '/api/auth/account-retrieval/complete', null, retrieval);
      return { email: retrieval.email, newEmail: retrieval.newEmail, code: await codeMailedTo(retrieval.newEmail) };
    }
    return {
      freshSignInCode,
      freshRetrievalCode,
      freshAccountMove,
      freshRefreshToken: async () => (await sendOk<{ refresh_token: string }>('POST', '/api/auth/oauth/token', null, await freshSignInCode())).refresh_token,
    };
  },
};
