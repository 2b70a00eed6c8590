import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_HEADERS } from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db } from '../../core/db';
import { users } from '../../db/schema';
import { forbidden, unauthorized } from '../http-error';
import { verifyAccessToken } from '../../core/access-token';

export interface RequestAuth {
  userId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller from the bearer token, or null for anonymous requests. */
    auth: RequestAuth | null;
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
 * Reads the bearer token of every request into request.auth. A bad or expired token is a 401
 * (the web client then refreshes once); no token means anonymous. The admin flag of the token is
 * confirmed against the users table so that a revoked admin loses the role at once.
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

    const claims = await verifyAccessToken(deps.config, token);
    if (!claims) throw unauthorized('The access token is invalid or has expired');

    let isAdmin = false;
    if (claims.isAdmin) {
      const [row] = await deps.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, claims.userId)).limit(1);
      isAdmin = row?.isAdmin === true;
    }
    request.auth = { userId: claims.userId, isAdmin };
    request.log = request.log.child({ userId: claims.userId });
  });
}

/** The signed-in caller; 401 for anonymous requests. */
export function requireUser(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in admin; 401 for anonymous requests, 403 for everyone else. */
export function requireAdmin(request: FastifyRequest): RequestAuth {
  const auth = requireUser(request);
  if (!auth.isAdmin) throw forbidden('Only administrators can do this');
  return auth;
}
