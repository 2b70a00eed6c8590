import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_HEADERS } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../http-error';
import { verifyAccessToken } from '../../core/access-token';
import type { Caller } from '../../core/caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller from the bearer token, or null for anonymous requests. */
    auth: Caller | null;
  }
  interface FastifyContextConfig {
    /**
     * Ignore the Authorization header on this route. The token endpoints set it: a client
     * holding an expired access token must still be able to refresh it.
     */
    ignoreBearer?: boolean;
  }
}

const VISITOR_ID = /^[\w-]{1,100}$/;

function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Who a bearer token speaks for, or null when it is malformed, forged or expired, or its session
 * has ended: the account was deleted or disabled, or all its sessions were ended after the token
 * was issued (its session version moved on), so a token stops working everywhere at once, not
 * when it expires. One read of the user's row by its primary key per signed-in request, which also
 * confirms the admin flag, so that a revoked admin loses the role at once.
 */
export async function authenticateBearer(deps: { db: Db; config: Pick<Config, 'jwtSecret'> }, token: string): Promise<Caller | null> {
  const claims = await verifyAccessToken(deps.config, token);
  if (!claims) return null;
  const [row] = await deps.db
    .select({ isAdmin: users.isAdmin, isValid: users.isValid, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || !row.isValid || row.sessionVersion !== claims.sessionVersion) return null;
  return { userId: claims.userId, isAdmin: claims.isAdmin && row.isAdmin };
}

/**
 * Reads the bearer token of every request into request.auth. A bad or expired token, or one whose
 * session has ended, is a 401 (the web client then refreshes once); no token means anonymous.
 */
export function setupAuth(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    request.auth = null;
    const visitorId = request.headers[API_HEADERS.visitorId];
    if (typeof visitorId === 'string' && VISITOR_ID.test(visitorId)) {
      request.log = request.log.child({ visitorId });
    }

    if (request.routeOptions.config?.ignoreBearer) return;
    const token = bearerToken(request);
    if (token === undefined) return;
    if (token === null) throw unauthorized('The Authorization header must be "Bearer <token>"');

    const auth = await authenticateBearer(deps, token);
    if (!auth) throw unauthorized('The access token is invalid or has expired, or its session has ended');
    request.auth = auth;
    request.log = request.log.child({ userId: auth.userId });
  });
}

/** The signed-in caller; 401 for anonymous requests. */
export function requireUser(request: FastifyRequest): Caller {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in admin; 401 for anonymous requests, 403 for everyone else. */
export function requireAdmin(request: FastifyRequest): Caller {
  const auth = requireUser(request);
  if (!auth.isAdmin) throw forbidden('Only administrators can do this');
  return auth;
}
