import fastifyHelmet from '@fastify/helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../core/config';

/** How long browsers keep to HTTPS once they saw the site over it (180 days). */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * Security headers on every response: the API's JSON, the docs, the test checkout page and the
 * web apps alike. Scripts come only from this origin and never inline: the Vite builds load theirs
 * from /assets, Swagger UI from its static files (swagger-initializer.js included), and the test
 * checkout page has none. The public event page's JSON-LD is a `<script type="application/ld+json">`
 * in the server-rendered head: a data block, never executed, so script-src does not apply to it. Inline
 * styles stay allowed (the test checkout page's stylesheet, style attributes): they cannot run code.
 * Images may come from any https address (event images and profile photos are links). HTTPS-only
 * rules (HSTS, upgrade-insecure-requests) are sent only when PUBLIC_URL is https, so a development
 * server on http://localhost keeps working.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): Promise<void> {
  const publicOrigin = new URL(config.publicUrl).origin;
  const https = publicOrigin.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        // The test checkout's forms redirect to PUBLIC_URL, which may be another origin than the page's.
        'form-action': ["'self'", publicOrigin],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify answers a few requests before any hook runs (a malformed URL): those answers are JSON
 * errors that load nothing, and get the strictest headers directly.
 */
export function withSecurityHeaders(config: Pick<Config, 'publicUrl'>, handler: FrameworkErrorHandler): FrameworkErrorHandler {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (new URL(config.publicUrl).protocol === 'https:') headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  return (error, request, reply) => {
    reply.headers(headers);
    handler(error, request, reply);
  };
}
