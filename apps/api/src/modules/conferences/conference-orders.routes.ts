import {
  BuyPassesBody,
  ConferenceCheckoutBody,
  ConferenceCheckoutSession,
  ConferenceOrder,
  ConferenceRefParams,
  ConferenceTicket,
  ConferenceTicketList,
  ConferenceTicketSale,
  CreatePassPromoBody,
  ErrorBody,
  Id,
  PassPromo,
  SlugParams,
  UpdateConferenceOrderBody,
  UpdateConferenceTicketBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { publicRead } from '../../http/plugins/public-read-cache';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { areaTestCheckoutPages } from '../payments';
import {
  buyPasses,
  cancelOrder,
  checkPassPromo,
  conferenceTestCheckoutPage,
  createPassPromo,
  finishConferenceTestCheckout,
  getTicketSale,
  startConferenceCheckout,
} from './conference-orders.service';
import { listMyTickets, updateConferenceTicket } from './conference-tickets.service';
import { conferenceVerifiedEmailNeed } from './conference-orders.service';
import { VerifiedEmailNeed } from '@socials/domain';

const tags = ['conferences'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const PromoParams = ConferenceRefParams.extend({
  pass: Id,
  code: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'A promo code'),
});

/** Buying passes, promo codes of passes, and the buyer's and holders' tickets. */
export const conferenceOrdersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/conferences/:id/payments',
    {
      schema: {
        tags,
        summary: 'Signed in: buy tickets of a pass (quantity up to 20); pay at checkoutUrl, a free order is PAID at once',
        description:
          'The tickets are held while the checkout is open and issued by the provider’s webhook once paid. 409 when the pass is sold out (naming what is left) or not on sale; 400 names a promo code that is unknown or used up.',
        security,
        params: ConferenceRefParams,
        body: BuyPassesBody,
        response: { 201: ConferenceOrder, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await buyPasses(servicesFor(deps, request), requireUser(request), request.params.id, request.body)),
  );

  app.post(
    '/payment/checkout-session',
    {
      schema: {
        tags,
        summary: 'Signed in: the conference site starts a checkout (conference id or slug, pass, quantity, promo code); go to url',
        description:
          'The same purchase as POST /conferences/{id}/payments: url is the provider’s checkout, or the buyer’s tickets page when the order is free (PAID at once).',
        security,
        body: ConferenceCheckoutBody,
        response: { 201: ConferenceCheckoutSession, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await startConferenceCheckout(servicesFor(deps, request), requireUser(request), request.body)),
  );

  app.get(
    '/payments/conferences/slug/:slug',
    {
      config: { publicRead: publicRead<ConferenceTicketSale>((sale) => [`conference:${sale.conferenceId}`]) },
      schema: {
        tags,
        summary: 'What the tickets page sells: the passes with price, tickets left and sale window, and the currency',
        params: SlugParams,
        response: { 200: ConferenceTicketSale, ...errors },
      },
    },
    async (request) => getTicketSale(db, request.auth, request.params.slug),
  );

  app.get(
    '/payments/slug/:slug/needVerify',
    {
      schema: {
        tags,
        summary: 'Whether buying passes of the conference (by its slug) asks for a verified e-mail (COMPANY, SCHOOL or ANY) and whether the caller has one',
        description: 'Anonymous callers get required and category only. An unpublished conference is 404 except for those who prepare it.',
        params: SlugParams,
        response: { 200: VerifiedEmailNeed, ...errors },
      },
    },
    async (request) => conferenceVerifiedEmailNeed(db, request.auth, request.params.slug),
  );

  app.patch(
    '/conferences/:id/payments/:p',
    {
      schema: {
        tags,
        summary: 'The buyer: give up an open checkout; its tickets go back on sale (409 once paid)',
        security,
        params: ConferenceRefParams.extend({ p: Id }),
        body: UpdateConferenceOrderBody,
        response: { 200: ConferenceOrder, ...errors },
      },
    },
    async (request) => cancelOrder(servicesFor(deps, request), requireUser(request), request.params.id, request.params.p),
  );

  app.get(
    '/payments/conferences/:id/passes/:pass/promos/:code',
    {
      schema: {
        tags,
        summary: 'Check a promo code of a pass: its discount and the tickets it can still be used for',
        params: PromoParams,
        response: { 200: PassPromo, ...errors },
      },
    },
    async (request) => checkPassPromo(db, request.auth, request.params.id, request.params.pass, request.params.code),
  );

  app.post(
    '/conferences/:id/passes/:pass/promos',
    {
      schema: {
        tags,
        summary: 'Staff and the conference’s organizers: add a promo code to a pass',
        security,
        params: ConferenceRefParams.extend({ pass: Id }),
        body: CreatePassPromoBody,
        response: { 201: PassPromo, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPassPromo(db, requireUser(request), request.params.id, request.params.pass, request.body)),
  );

  app.get(
    '/users/me/tickets/conferences/:id',
    {
      schema: {
        tags,
        summary: 'The tickets the caller bought or holds at a conference',
        security,
        params: ConferenceRefParams,
        response: { 200: ConferenceTicketList, ...errors },
      },
    },
    async (request) => listMyTickets(db, requireUser(request), request.params.id),
  );

  app.get(
    '/conferences/tickets/slug/:slug',
    {
      schema: {
        tags,
        summary: 'The tickets the caller bought or holds at a conference, by its slug',
        security,
        params: SlugParams,
        response: { 200: ConferenceTicketList, ...errors },
      },
    },
    async (request) => listMyTickets(db, requireUser(request), request.params.slug),
  );

  app.patch(
    '/conferences/:id/tickets/:t',
    {
      schema: {
        tags,
        summary:
          'A ticket: the buyer assigns it by e-mail (a claim link is mailed), the colleague claims it with the link’s token, the holder completes the attendee’s details',
        security,
        params: ConferenceRefParams.extend({ t: Id }),
        body: UpdateConferenceTicketBody,
        response: { 200: ConferenceTicket, ...errors },
      },
    },
    async (request) => updateConferenceTicket(servicesFor(deps, request), requireUser(request), request.params.id, request.params.t, request.body),
  );

  await app.register(areaTestCheckoutPages, {
    deps,
    path: '/conferences/test-checkout',
    tags,
    what: 'a conference order',
    page: conferenceTestCheckoutPage,
    finish: finishConferenceTestCheckout,
  });
};
