import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_HEADERS } from '@socials/domain';
import type { Config } from '../core/config';
import type { Db } from '../core/db';
import { createMailer, type Mailer } from '../core/mail';
import { registerWebApps, type WebAppsOptions } from './plugins/web-apps';
import { setupAuth } from './plugins/auth';
import { setupCsrfProtection } from './plugins/csrf';
import { acceptEmptyJsonBodies, frameworkErrorHandler, notFoundHandler, setupErrorHandling } from './plugins/errors';
import type { RouteDeps } from './route-deps';
import { createPaymentProvider } from '../modules/payments';
import type { PaymentProvider } from '../modules/payments';
import { attendanceRoutes } from '../modules/attendance';
import { authRoutes } from '../modules/auth';
import { configsRoutes } from '../modules/configs';
import { devRoutes } from '../modules/dev';
import { healthRoutes } from '../modules/health';
import { usersRoutes } from '../modules/users';
import { verificationRoutes } from '../modules/verification';
import { socialsRoutes } from '../modules/socials';
import { rsvpsRoutes } from '../modules/rsvps';
import { citiesRoutes } from '../modules/cities';
import { paymentsRoutes } from '../modules/payments';
import { promoCodesRoutes } from '../modules/promo-codes';
import { bankAccountsRoutes } from '../modules/bank-accounts';
import { disputesRoutes } from '../modules/disputes';

export interface BuildAppDeps {
  config: Config;
  db: Db;
  mailer?: Mailer;
  /** Defaults to the provider config.payments names (tests may pass their own). */
  payments?: PaymentProvider | null;
  /** The built front ends to serve next to /api (the server does; tests mostly do not). */
  webApps?: WebAppsOptions;
  /** Called for every route as it is registered (the authorization matrix test reads the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's types take a hop count only as a function: trust the nearest `hops` proxies. */
function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const mailer = deps.mailer ?? createMailer(config, db);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep the caller's request id (proxies, the web clients) so logs line up across hops.
    genReqId: (req) => {
      const header = req.headers[API_HEADERS.requestId];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(API_HEADERS.requestId, request.id);
  });
  acceptEmptyJsonBodies(app);

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

  setupErrorHandling(app);
  setupCsrfProtection(app, { config });
  setupAuth(app, { db, config });

  const payments = deps.payments === undefined ? createPaymentProvider(config) : deps.payments;
  const routeDeps: RouteDeps = { db, config, mailer, payments };
  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFoundHandler);
      await api.register(healthRoutes, routeDeps);
      await api.register(configsRoutes, routeDeps);
      await api.register(authRoutes, routeDeps);
      await api.register(usersRoutes, routeDeps);
      await api.register(verificationRoutes, routeDeps);
      if (!config.isProduction) await api.register(devRoutes, routeDeps);

      // --- socials helper: event routes ---
      await api.register(socialsRoutes, routeDeps);
      await api.register(rsvpsRoutes, routeDeps);
      await api.register(citiesRoutes, routeDeps);
      await api.register(attendanceRoutes, routeDeps);
      // --- end socials helper ---
      await api.register(paymentsRoutes, routeDeps);
      await api.register(promoCodesRoutes, routeDeps);
      await api.register(bankAccountsRoutes, routeDeps);
      await api.register(disputesRoutes, routeDeps);
    },
    { prefix: '/api' },
  );

  if (deps.webApps) await registerWebApps(app, deps.webApps);

  return app;
}
