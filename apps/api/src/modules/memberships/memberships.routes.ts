import { CircleMembershipCheckout, ErrorBody, IdParams, MyCircleSubscription, StartCircleMembershipBody, UpdateCircleSubscriptionBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { areaTestCheckoutPages } from '../payments';
import { getMySubscription, startMembershipCheckout, updateMySubscription } from './memberships.service';
import { circleTestCheckoutPage, finishCircleTestCheckout } from './test-checkout.service';

const tags = ['circles'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** Paid circle memberships: the checkout, the member's own membership, and the test provider's page for it. */
export const membershipsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.post(
    '/payments/circles/:id/payment-sessions',
    {
      schema: {
        tags,
        summary: 'Signed in: pay for a membership of a paid circle, monthly or yearly; pay at checkoutUrl',
        description:
          'Stripe Checkout in subscription mode (or the test provider’s page). A repeated request gets the same open checkout. The membership starts when the provider’s webhook confirms the payment; ref (a member’s referral code) is credited then. 409 when the caller is already a member; 400 when the circle is free or has no price for the interval.',
        security,
        params: IdParams,
        body: StartCircleMembershipBody,
        response: { 201: CircleMembershipCheckout, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startMembershipCheckout(servicesFor(deps, request), requireUser(request), request.params.id, request.body)),
  );

  app.get(
    '/circles/:id/subscription',
    {
      schema: {
        tags,
        summary: 'Signed in: the caller’s latest paid membership of the circle (null if none)',
        security,
        params: IdParams,
        response: { 200: MyCircleSubscription, ...errors },
      },
    },
    async (request) => getMySubscription(servicesFor(deps, request), requireUser(request), request.params.id),
  );

  app.patch(
    '/circles/:id/subscription',
    {
      schema: {
        tags,
        summary: 'Signed in: cancel the caller’s paid membership at the end of its period (cancelAtPeriodEnd true), or keep it renewing (false)',
        description: 'Access lasts until the period ends and nothing more is charged. 409 when the caller has no paid membership running.',
        security,
        params: IdParams,
        body: UpdateCircleSubscriptionBody,
        response: { 200: MyCircleSubscription, ...errors },
      },
    },
    async (request) => updateMySubscription(servicesFor(deps, request), requireUser(request), request.params.id, request.body),
  );

  await app.register(areaTestCheckoutPages, {
    deps,
    path: '/circles/test-checkout',
    tags,
    what: 'a circle membership',
    page: circleTestCheckoutPage,
    finish: finishCircleTestCheckout,
  });
};
