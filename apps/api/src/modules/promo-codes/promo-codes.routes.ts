import { ErrorBody, IdParams, OkBody, PromoCode, PromoCodeInput } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from './promo-codes.service';

const tags = ['promo-codes'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const PromoCodeList = z.object({ data: z.array(PromoCode) });

/** Promo codes of a social: its hosts and staff manage them. */
export const promoCodesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/socials/:id/promo-codes',
    {
      schema: {
        tags,
        summary: "Hosts and staff: the social's live promo codes with their use counts, newest first",
        security,
        params: IdParams,
        response: { 200: PromoCodeList, ...errors },
      },
    },
    async (request) => ({ data: await listPromoCodes(db, requireUser(request), request.params.id) }),
  );

  app.post(
    '/socials/:id/promo-codes',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: add a promo code to the social',
        description: '400 names the field at fault (tierIds must be tiers of this social); 409 when a live code with the same text exists.',
        security,
        params: IdParams,
        body: PromoCodeInput,
        response: { 201: PromoCode, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPromoCode(db, requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: replace every setting of a promo code',
        description: '400 on usageLimit when fewer uses than orders already made; 409 when another live code has the new text.',
        security,
        params: IdParams,
        body: PromoCodeInput,
        response: { 200: PromoCode, ...errors },
      },
    },
    async (request) => updatePromoCode(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: delete a promo code; it stops working and its text may be used again',
        security,
        params: IdParams,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await deletePromoCode(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
