import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_HEADERS } from '@socials/domain';
import type { Config } from '../core/config';
import { CORE_ERROR_STATUSES, mergeErrorStatuses } from '../core/domain-error';
import { APP_MODULES } from '../app-modules';
import type { AppServices } from '../app-services';
import { registerWebApps, type WebAppsOptions } from './plugins/web-apps';
import { createConferenceDomainCheck } from './plugins/conference-domains';
import { platformHostNames } from '../core/platform-hosts';
import { registerSecurityHeaders, withSecurityHeaders } from './plugins/security-headers';
import { setupAuth } from './plugins/auth';
import { setupCsrfProtection } from './plugins/csrf';
import { setupBotCheck } from './plugins/bot-check';
import { createPublicReadCache } from './plugins/public-read-cache';
import { acceptEmptyJsonBodies, frameworkErrorHandler, notFoundHandler, setupErrorHandling } from './plugins/errors';
import { documentErrorCodes } from './error-docs';
import type { RouteDeps } from './route-deps';
import { refuseWhileDraining, type DrainState } from './graceful-shutdown';

export interface BuildAppOptions {
  /** Set while the process shuts down: requests are then refused with 503 + Retry-After. */
  drain?: DrainState;
  /** The built front ends to serve next to /api (the server does; tests mostly do not). */
  webApps?: WebAppsOptions;
  /** Called for every route as it is registered (the authorization matrix test reads the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: { write(line: string): void };
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keep the caller's request id (proxies, the web clients) so logs line up across hops. */
function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[API_HEADERS.requestId];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's types take a hop count only as a function: trust the nearest `hops` proxies. */
function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** The HTTP server over the app's services: every module's routes under /api, the web apps beside them. */
export async function buildApp(services: AppServices, deps: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config, db, mailer, payments, jobs } = services;

  const readCache = createPublicReadCache({
    config: config.readCache,
    notifications: services.database.notifications,
    requestId: requestIdOf,
    requestIdHeader: API_HEADERS.requestId,
    isDraining: () => deps.drain?.draining === true,
  });
  const app = Fastify({
    serverFactory: readCache.serverFactory,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    frameworkErrors: withSecurityHeaders(config, frameworkErrorHandler),
    // refuseWhileDraining answers during a shutdown, with Retry-After.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.drain) refuseWhileDraining(app, deps.drain);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_HEADERS.requestId, request.id);
  });
  acceptEmptyJsonBodies(app);

  await registerSecurityHeaders(app, config);
  // After the security headers, before compression (it keeps the uncompressed bytes), CSRF and
  // authentication (a cached public answer needs neither).
  await readCache.register(app);

  // gzip/brotli for JSON and the web apps' files (the largest win on mobile first loads).
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Socials API', description: 'Community events: socials, RSVPs, users and sign-in.', version: '0.1.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  setupErrorHandling(app, mergeErrorStatuses([CORE_ERROR_STATUSES, ...APP_MODULES.map((module) => module.errorStatuses ?? {})]));
  setupCsrfProtection(app, { config });
  setupAuth(app, { db, config });
  setupBotCheck(app, { db, config });

  const routeDeps: RouteDeps = { db, config, mailer, payments, jobs, notifications: services.database.notifications };
  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFoundHandler);
      for (const module of APP_MODULES) {
        if (!module.routes || (module.devOnly && config.isProduction)) continue;
        const { routes, errorStatuses = {} } = module;
        await api.register(async (moduleApi) => {
          moduleApi.addHook('onRoute', documentErrorCodes(errorStatuses));
          await moduleApi.register(routes, routeDeps);
        });
      }
    },
    { prefix: '/api' },
  );

  if (deps.webApps) {
    const siteLookups = APP_MODULES.flatMap((module) => (module.siteByDomain ? [module.siteByDomain] : []));
    const isConferenceDomain = createConferenceDomainCheck(async (domain) => {
      for (const find of siteLookups) {
        const site = await find(db, domain);
        if (site) return site;
      }
      return null;
    });
    await registerWebApps(app, deps.webApps, { publicUrl: config.publicUrl, isConferenceDomain, platformHosts: platformHostNames(config) });
  }

  return app;
}
