import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountRetrievalCompleteBody,
  AccountRetrievalConfirmBody,
  AccountRetrievalPendingReply,
  AccountRetrievalStartBody,
  ErrorBody,
  PasswordlessStartBody,
  PasswordlessStartReply,
  REFRESH_COOKIE_NAME,
  RefreshBody,
  RefreshReply,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  TokenBody,
  TokenReply,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { RouteDeps } from '../../http/route-deps';
import { logCodeForLocalDeveloper } from '../../http/loopback';
import type { Db } from '../../core/db';
import { loadMe, type UserRow } from '../users';
import { DomainError } from '../../core/domain-error';
import { oauthError } from '../../http/http-error';
import { AUTH_ERROR_STATUSES } from './auth.errors';
import { revokeRefreshToken, rotateRefreshToken, signInWithCode, startSignIn, type IssuedTokens } from './auth.service';
import { completeAccountRetrieval, confirmAccountRetrieval, startAccountRetrieval } from './account-retrieval.service';

/** The refresh cookie is only ever sent to the token endpoints. */
const COOKIE_PATH = '/api/auth';

/** The token endpoint speaks OAuth: these refusals carry the OAuth error code and its description. */
const OAUTH_ERROR_CODES: Partial<Record<keyof typeof AUTH_ERROR_STATUSES, string>> = {
  INVALID_GRANT: 'invalid_grant',
  ACCOUNT_DISABLED: 'access_denied',
};

/** Runs a token-endpoint service call, answering its refusals in OAuth's shape. */
async function answeringInOAuthShape<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DomainError) {
      const code = err.code as keyof typeof AUTH_ERROR_STATUSES;
      const oauthCode = OAUTH_ERROR_CODES[code];
      if (oauthCode) throw oauthError(AUTH_ERROR_STATUSES[code], oauthCode, code, err.message);
    }
    throw err;
  }
}

function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
  });
}

function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: config.isProduction });
}

function presentedRefreshToken(request: FastifyRequest, body: RefreshBody): { token: string | undefined; fromBody: boolean } {
  if (body?.refresh_token) return { token: body.refresh_token, fromBody: true };
  return { token: request.cookies[REFRESH_COOKIE_NAME], fromBody: false };
}

/** A new session's answer: both tokens and the user. */
async function tokenReply(db: Db, user: UserRow, tokens: IssuedTokens): Promise<TokenReply> {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'Bearer',
    expires_in: tokens.expiresIn,
    user: await loadMe(db, user),
  };
}

export const authRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, jobs }) => {
  // A stale access token must not block the very endpoints that replace it.
  const tokenRouteConfig = { ignoreBearer: true };

  app.post(
    '/auth/passwordless/start',
    {
      config: { ...tokenRouteConfig, botCheck: 'sign-in' },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit sign-in code',
        body: PasswordlessStartBody,
        response: { 200: PasswordlessStartReply, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { expiresIn, code } = await startSignIn(db, jobs, config, { email: request.body.email, ip: request.ip });
      logCodeForLocalDeveloper(request, config, { email: request.body.email, code }, 'sign-in code (development only)');
      return { ok: true as const, expiresIn };
    },
  );

  app.post(
    '/auth/oauth/token',
    {
      config: tokenRouteConfig,
      schema: {
        tags: ['auth'],
        summary: 'Exchange e-mail and code for tokens',
        description: 'Wrong, used or expired codes answer 400 with error "invalid_grant". Sets the refresh cookie.',
        body: TokenBody,
        response: { 200: TokenReply, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user, tokens, created } = await answeringInOAuthShape(() => signInWithCode(db, config, request.body));
      request.log.info({ userId: user.id, created }, 'signed in');
      setRefreshCookie(reply, config, tokens.refreshToken);
      return tokenReply(db, user, tokens);
    },
  );

  app.post(
    '/auth/oauth/refresh',
    {
      config: tokenRouteConfig,
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        description: 'Reads the refresh cookie (or refresh_token in the body). A reused refresh token revokes its whole session.',
        body: RefreshBody,
        response: { 200: RefreshReply, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const presented = presentedRefreshToken(request, request.body);
      try {
        const { tokens } = await rotateRefreshToken(db, config, presented.token);
        setRefreshCookie(reply, config, tokens.refreshToken);
        return {
          access_token: tokens.accessToken,
          token_type: 'Bearer' as const,
          expires_in: tokens.expiresIn,
          ...(presented.fromBody ? { refresh_token: tokens.refreshToken } : {}),
        };
      } catch (err) {
        if (presented.token && !presented.fromBody) clearRefreshCookie(reply, config);
        throw err;
      }
    },
  );

  app.post(
    '/auth/account-retrieval/start',
    {
      config: { ...tokenRouteConfig, botCheck: 'sign-in' },
      schema: {
        tags: ['auth'],
        summary: 'Account retrieval: e-mail a 6-digit code to the address the account signs in with now',
        description: 'Counted with sign-in codes (the same limits and bot check). Answers the same whether or not an account uses the address.',
        body: AccountRetrievalStartBody,
        response: { 200: PasswordlessStartReply, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { expiresIn, code } = await startAccountRetrieval(db, jobs, config, { email: request.body.email, ip: request.ip });
      logCodeForLocalDeveloper(request, config, { email: request.body.email, code }, 'account retrieval code (development only)');
      return { ok: true as const, expiresIn };
    },
  );

  app.post(
    '/auth/account-retrieval/complete',
    {
      config: tokenRouteConfig,
      schema: {
        tags: ['auth'],
        summary: 'Account retrieval: with the code, choose a new sign-in address; a second code goes there to confirm it',
        description:
          'The code is spent first. Nothing moves yet: answers 202 with the new address, where a confirmation code was sent (see confirm). 404 when no account signs in with the old address, 409 when another account uses the new one or it is a staff address.',
        body: AccountRetrievalCompleteBody,
        response: { 202: AccountRetrievalPendingReply, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { pendingEmail, expiresIn, code } = await completeAccountRetrieval(db, jobs, config, request.body);
      logCodeForLocalDeveloper(request, config, { email: pendingEmail, code }, 'new sign-in address code (development only)');
      return reply.code(202).send({ pendingEmail, expiresIn });
    },
  );

  app.post(
    '/auth/account-retrieval/confirm',
    {
      config: tokenRouteConfig,
      schema: {
        tags: ['auth'],
        summary: 'Account retrieval: with the code sent to the new address, move the account there and sign in',
        description:
          'Wrong, used or expired codes answer 400. 409 when another account took the new address meanwhile. Ends every session of the account, tells both addresses, sets the refresh cookie.',
        body: AccountRetrievalConfirmBody,
        response: { 200: TokenReply, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await confirmAccountRetrieval(db, jobs, config, request.body);
      request.log.info({ userId: user.id }, 'account retrieved to a new sign-in address');
      setRefreshCookie(reply, config, tokens.refreshToken);
      return tokenReply(db, user, tokens);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: tokenRouteConfig,
      schema: { tags: ['auth'], summary: 'End the session', body: RefreshBody, response: { 204: z.null().describe('Signed out') } },
    },
    async (request, reply) => {
      await revokeRefreshToken(db, presentedRefreshToken(request, request.body).token);
      clearRefreshCookie(reply, config);
      return reply.code(204).send(null);
    },
  );
};
