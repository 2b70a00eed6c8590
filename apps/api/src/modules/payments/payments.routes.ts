import {
  CheckoutSession,
  ErrorBody,
  HostEarnings,
  IdParams,
  PageQuery,
  Payment,
  PaymentConfig,
  PaymentDetail,
  PaymentReturnQuery,
  PaymentReturnStatus,
  PayoutPage,
  PromoCodeCheck,
  PromoCodeCheckBody,
  Refund,
  RefundRequest,
  RsvpParams,
  StartCheckoutBody,
  TicketPriceBody,
  TicketSales,
  TotalCharge,
  TotalChargeRequest,
  Transaction,
  UpdatePaymentBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { readConfig } from '../configs';
import { cancelCheckout, getPayment, getPaymentReturnStatus, startCheckout } from './checkout.service';
import type { PaymentDeps } from './payment-deps';
import { receiveWebhook } from './payment-webhooks';
import { checkPromoCode, ticketPrice, ticketPriceOf } from './pricing.service';
import { listMyPayouts } from './payouts.service';
import { createRefund, listRefunds } from './refunds.service';
import { hostEarnings, listTransactions, paymentDetail, ticketSales } from './sales.service';
import { testCheckoutRoutes } from './test-checkout.routes';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };
const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
const WebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Checkouts, webhooks, prices, refunds, sales and transactions. */
export const paymentsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, routeDeps) => {
  const { db, config, payments } = routeDeps;
  const deps = (request: Pick<PaymentDeps, 'log'>): PaymentDeps => servicesFor(routeDeps, request);

  app.get(
    '/configs/payment',
    { schema: { tags: ['configs'], summary: 'The payment provider, currency, platform fee and checkout hold', response: { 200: PaymentConfig } } },
    async () => ({
      provider: payments?.name ?? null,
      currency: config.payments.currency,
      platformFee: config.payments.platformFee,
      checkoutHoldMinutes: config.payments.checkoutHoldMinutes,
      ...(await readConfig(db, 'payment')),
    }),
  );

  app.post(
    '/socials/ticket-price',
    {
      schema: {
        tags,
        summary: "The price of a tier with a promo code and the platform fee (computeTotalCharge); promoRejection says why a code didn't apply",
        body: TicketPriceBody,
        response: { 200: TotalCharge, ...errors },
      },
    },
    async (request) => ticketPriceOf(db, config, request.auth, request.body, request),
  );

  app.post(
    '/socials/:id/rsvps/total-charge',
    {
      schema: {
        tags,
        summary: 'What the signed-in attendee will be charged for a tier of this social',
        security,
        params: IdParams,
        body: TotalChargeRequest,
        response: { 200: TotalCharge, ...errors },
      },
    },
    async (request) => ticketPrice(db, config, requireUser(request), request.params.id, request.body, request),
  );

  app.post(
    '/payments/promo-code',
    {
      schema: {
        tags,
        summary: 'Whether a promo code is good for a tier now, and the price with it',
        security,
        body: PromoCodeCheckBody,
        response: { 200: PromoCodeCheck, ...errors },
      },
    },
    async (request) => checkPromoCode(db, config, requireUser(request), request.body, request),
  );

  app.post(
    '/payments/socials/:id/payment-sessions',
    {
      schema: {
        tags,
        summary: 'Save the RSVP answers, hold a seat and open a checkout for a paid ticket; send the attendee to checkoutUrl',
        description:
          "The RSVP is confirmed by the provider's webhook once paid. 400 names the question or promo code at fault; 409 when the event or tier is full or the caller is already going; 503 when payments are off.",
        security,
        params: IdParams,
        body: StartCheckoutBody,
        response: { 201: CheckoutSession, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await startCheckout(deps(request), requireUser(request), request.params.id, request.body, request)),
  );

  app.get(
    '/payments/transactions',
    { schema: { tags, summary: "The caller's payments with their refunds, newest first", security, response: { 200: listOf(Transaction), ...errors } } },
    async (request) => ({ data: await listTransactions(db, requireUser(request)) }),
  );

  app.get(
    '/payments/earnings',
    {
      schema: {
        tags,
        summary: "What the caller's own socials earned: paid orders, fees, refunds and net, per currency",
        security,
        response: { 200: HostEarnings, ...errors },
      },
    },
    async (request) => hostEarnings(db, requireUser(request)),
  );

  app.get(
    '/payments/payouts',
    {
      schema: {
        tags,
        summary: "The caller's payouts to their bank accounts, newest first (keyset paging)",
        description:
          'A daily sweep pays each host what their socials that are over earned and were not yet paid, to their newest verified account in that currency.',
        security,
        querystring: PageQuery,
        response: { 200: PayoutPage, ...errors },
      },
    },
    async (request) => listMyPayouts(db, requireUser(request), request.query),
  );

  app.get(
    '/payments/:id',
    { schema: { tags, summary: "A payment: for its buyer, the social's hosts and staff", security, params: IdParams, response: { 200: Payment, ...errors } } },
    async (request) => getPayment(db, requireUser(request), request.params.id),
  );

  app.get(
    '/payments/:id/return-status',
    {
      schema: {
        tags,
        summary: "How a payment went, for the page the provider sends the buyer back to: the return address's receipt stands for a session",
        params: IdParams,
        querystring: PaymentReturnQuery,
        response: { 200: PaymentReturnStatus, ...errors },
      },
    },
    async (request) => getPaymentReturnStatus(db, config, request.params.id, request.query.receipt),
  );

  app.patch(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Abandon an open checkout (status CANCELLED): the provider session ends and the seat goes back at once',
        security,
        body: UpdatePaymentBody,
        response: { 200: Payment, ...errors },
      },
    },
    async (request) => cancelCheckout(deps(request), requireUser(request), request.body),
  );

  app.get(
    '/socials/:id/ticket-sales',
    { schema: { tags, summary: 'Hosts and staff: sales per tier and in total', security, params: IdParams, response: { 200: TicketSales, ...errors } } },
    async (request) => ticketSales(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/rsvps/:r/payment-detail',
    {
      schema: {
        tags,
        summary: "Hosts and staff: an RSVP's payment, refunds, disputes and what is left to refund",
        security,
        params: RsvpParams,
        response: { 200: PaymentDetail, ...errors },
      },
    },
    async (request) => paymentDetail(db, requireUser(request), request.params.id, request.params.r),
  );

  app.get(
    '/socials/:id/rsvps/:r/refunds',
    {
      schema: {
        tags,
        summary: "Hosts and staff: the RSVP's refunds, oldest first",
        security,
        params: RsvpParams,
        response: { 200: listOf(Refund), ...errors },
      },
    },
    async (request) => ({ data: await listRefunds(db, requireUser(request), request.params.id, request.params.r) }),
  );

  app.post(
    '/socials/:id/rsvps/:r/refunds',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: refund FULL, TICKET_ONLY, DEPOSIT_ONLY or a CUSTOM amount; never more than is left',
        security,
        params: RsvpParams,
        body: RefundRequest,
        response: { 201: Refund, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createRefund(deps(request), requireUser(request), request.params.id, request.params.r, request.body)),
  );

  // The webhook needs the raw body for its signature: its own scope with a string parser.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhooks.post(
      '/payments/webhooks',
      {
        schema: {
          tags,
          summary: "The payment provider's webhook (Stripe-signed events); 400 when the signature does not match",
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: WebhookReply, 400: ErrorBody, 503: ErrorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return receiveWebhook(deps(request), typeof request.body === 'string' ? request.body : '', typeof signature === 'string' ? signature : undefined);
      },
    );
  });

  if (payments?.name === 'TEST') await app.register(testCheckoutRoutes, { deps: (log) => deps({ log }) });
};
