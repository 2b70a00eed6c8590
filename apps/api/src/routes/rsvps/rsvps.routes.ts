import { CreateRsvpBody, ErrorBody, IdParams, Rsvp, RsvpList, RsvpParams, RsvpedSocialList } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import type { RouteDeps } from '../route-deps';
import { cancelRsvp, createRsvp, listRsvpedSocials, listRsvps, sendRsvpConfirmation } from './rsvps.service';

const tags = ['rsvps'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const rsvpsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, mailer }) => {
  app.post(
    '/socials/:id/rsvps',
    {
      schema: {
        tags,
        summary: 'RSVP to a social (free tiers only for now); 409 when full or already going',
        security,
        params: IdParams,
        // Clients may POST with no body at all to take the first tier.
        body: CreateRsvpBody.nullish(),
        response: { 201: Rsvp, ...errors },
      },
    },
    async (request, reply) => {
      const rsvp = await createRsvp(db, requireUser(request), request.params.id, request.body ?? {});
      try {
        await sendRsvpConfirmation(db, mailer, config, rsvp);
      } catch (err) {
        request.log.error({ err, rsvpId: rsvp.id }, 'RSVP confirmation e-mail failed');
      }
      return reply.code(201).send(rsvp);
    },
  );

  app.get(
    '/socials/:id/rsvps',
    { schema: { tags, summary: 'Hosts and staff: every RSVP of the social with its user', security, params: IdParams, response: { 200: RsvpList, ...errors } } },
    async (request) => ({ data: await listRsvps(db, requireUser(request), request.params.id) }),
  );

  app.delete(
    '/socials/:id/rsvps/:r',
    {
      schema: {
        tags,
        summary: 'Cancel an RSVP (the attendee, hosts or staff); the seat is freed',
        security,
        params: RsvpParams,
        response: { 200: Rsvp, ...errors },
      },
    },
    async (request) => cancelRsvp(db, requireUser(request), request.params.id, request.params.r),
  );

  app.get(
    '/users/:id/rsvped-socials',
    {
      schema: {
        tags,
        summary: "A user's active RSVPs with their socials, upcoming first (the user themself or staff)",
        security,
        params: IdParams,
        response: { 200: RsvpedSocialList, ...errors },
      },
    },
    async (request) => ({ data: await listRsvpedSocials(db, requireUser(request), request.params.id) }),
  );
};
