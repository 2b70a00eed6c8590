import { ErrorBody } from '@socials/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import type { ServiceDeps } from '../../core/app-deps';
import type { PaymentDeps } from './payment-deps';
import type { TestCheckoutOutcome } from './test-checkout.service';
import { finishTestCheckout, testCheckoutPage } from './test-checkout.service';

const SessionParams = z.object({
  sessionId: z
    .string()
    .max(200)
    .regex(/^cs_[A-Za-z0-9_]+$/, 'A checkout session id (cs_…)'),
});
const OutcomeBody = z.object({ outcome: z.enum(['pay', 'decline', 'cancel']) });

/** One area's test checkout pages: what the area shows and does for a session of its own. */
export interface TestCheckoutPages {
  /** Where the pages live, before `/:sessionId`: '/proposals/test-checkout'. */
  path: string;
  tags: string[];
  /** What is paid, for the documentation: 'a proposal deposit'. */
  what: string;
  /** The page (HTML) of the session. */
  page(request: FastifyRequest, sessionId: string): Promise<string>;
  /** Sends the outcome's signed webhook; answers where the browser goes next. */
  finish(request: FastifyRequest, sessionId: string, outcome: TestCheckoutOutcome): Promise<string>;
}

/**
 * The test provider's checkout pages of an area (registered only when the test provider is on):
 * GET shows the session, POST pays, declines or cancels it with webhooks signed with the webhook
 * secret and verified by the same handler as Stripe's, then redirects (303) like the real provider.
 */
export const testCheckoutPages: FastifyPluginAsyncZod<TestCheckoutPages> = async (app, pages) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  app.get(
    `${pages.path}/:sessionId`,
    {
      schema: {
        tags: pages.tags,
        summary: `Test provider: the checkout page (HTML) of ${pages.what}`,
        params: SessionParams,
        produces: ['text/html'],
        response: { 200: z.string().describe('The checkout page, text/html'), 404: ErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(await pages.page(request, request.params.sessionId)),
  );

  app.post(
    `${pages.path}/:sessionId`,
    {
      schema: {
        tags: pages.tags,
        summary: `Test provider: pay, decline or cancel the checkout of ${pages.what}; redirects (303) like the real provider`,
        params: SessionParams,
        body: OutcomeBody,
        response: { 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.redirect(await pages.finish(request, request.params.sessionId, request.body.outcome), 303),
  );
};

/** An area's test checkout pages with the area's own services, made per request. */
export interface AreaTestCheckoutPages extends Omit<TestCheckoutPages, 'page' | 'finish'> {
  deps: RouteDeps;
  page(services: ServiceDeps, sessionId: string): Promise<string>;
  finish(services: ServiceDeps, sessionId: string, outcome: TestCheckoutOutcome): Promise<string>;
}

/** An area's test checkout pages, registered only when the test provider is on (nothing otherwise). */
export const areaTestCheckoutPages: FastifyPluginAsyncZod<AreaTestCheckoutPages> = async (app, { deps, page, finish, ...pages }) => {
  if (deps.payments?.name !== 'TEST') return;
  await app.register(testCheckoutPages, {
    ...pages,
    page: (request, sessionId) => page(servicesFor(deps, request), sessionId),
    finish: (request, sessionId, outcome) => finish(servicesFor(deps, request), sessionId, outcome),
  });
};

/** The payments area's own pages: a social's checkout. */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{ deps: (log: PaymentDeps['log']) => PaymentDeps }> = async (app, { deps: depsFor }) => {
  await app.register(testCheckoutPages, {
    path: '/payments/test-checkout',
    tags: ['payments'],
    what: 'a session',
    page: (request, sessionId) => testCheckoutPage(depsFor(request.log), sessionId),
    finish: (request, sessionId, outcome) => finishTestCheckout(depsFor(request.log), sessionId, outcome),
  });
};
