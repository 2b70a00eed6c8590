import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../core/config';
import { forbidden } from '../http-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin ("scheme://host:port") of a URL, or null for "null" and anything else that is not a URL. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Where the request says it comes from: Origin, else Referer; undefined when it says nothing. */
function claimedOrigin(request: FastifyRequest): { header: 'Origin' | 'Referer'; value: string } | undefined {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return { header: 'Origin', value: origin };
  if (referer !== undefined) return { header: 'Referer', value: referer };
  return undefined;
}

/**
 * Refuses cross-site requests that would ride on the browser's cookies (CSRF). A request is
 * checked when its method changes state and it carries a cookie; it is refused with 403 when the
 * browser marks it `Sec-Fetch-Site: cross-site`, or when its Origin (or, without one, its Referer)
 * is not the server's own: PUBLIC_URL, or the host the request was sent to (the Vite dev servers
 * and the conference host reach the API under their own names). Requests that name no origin at
 * all (curl, server-to-server) and bearer-token requests without cookies are not affected.
 */
export function setupCsrfProtection(app: FastifyInstance, deps: { config: Pick<Config, 'publicUrl'> }): void {
  const publicOrigin = originOf(deps.config.publicUrl);

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.headers.cookie) return;

    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site requests that carry cookies are refused (Sec-Fetch-Site: cross-site)', 'CROSS_SITE_REFUSED');
    }

    const claimed = claimedOrigin(request);
    if (!claimed) return;
    const origin = originOf(claimed.value);
    const ownOrigins = [publicOrigin, originOf(`${request.protocol}://${request.host}`)];
    if (origin === null || !ownOrigins.includes(origin)) {
      throw forbidden(`Cross-site requests that carry cookies are refused (${claimed.header}: ${claimed.value.slice(0, 200)})`, 'CROSS_SITE_REFUSED');
    }
  });
}
