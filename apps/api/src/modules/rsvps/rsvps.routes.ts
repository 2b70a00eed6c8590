import {
  BulkUpdateRsvpsBody,
  BulkUpdateRsvpsReply,
  CreateRsvpBody,
  ErrorBody,
  GuestList,
  IdParams,
  PostRsvpRequest,
  Rsvp,
  RsvpList,
  RsvpListQuery,
  RsvpParams,
  RsvpedSocialList,
  SubmitPostRsvpRequestBody,
  UpdateRsvpBody,
  VerifiedEmailNeed,
} from '@socials/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import type { ServiceDeps } from '../../core/app-deps';
import { guestList, rsvpSummaryCsv } from './guest-list.service';
import { getPostRsvpRequest, submitPostRsvpRequest } from './post-rsvp-request.service';
import { socialVerifiedEmailNeed } from './rsvp-verified-email.service';
import { bulkUpdateRsvps, cancelRsvp, createRsvp, listRsvpedSocials, listRsvps, updateRsvp } from './rsvps.service';

const tags = ['rsvps'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const rsvpsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const serviceDeps = (request: FastifyRequest): ServiceDeps => servicesFor(deps, request);

  app.post(
    '/socials/:id/rsvps',
    {
      config: { botCheck: 'rsvp' },
      schema: {
        tags,
        summary:
          'RSVP to a free tier (a paid tier is 400 PAID_TICKET_NEEDS_CHECKOUT: its seat comes with its payment): PENDING, APPROVED or WAITLIST, or PARTIAL_UPDATE with partial: true. 400 names the question at fault; 409 when already going',
        security,
        params: IdParams,
        // Clients may POST with no body at all to take the first tier.
        body: CreateRsvpBody.nullish(),
        response: { 201: Rsvp, ...errors },
      },
    },
    async (request, reply) => {
      const rsvp = await createRsvp(serviceDeps(request), requireUser(request), request.params.id, request.body ?? {});
      return reply.code(201).send(rsvp);
    },
  );

  app.get(
    '/socials/:id/rsvps',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: the RSVPs of the social with their users, oldest first; filter by status, grade, tier',
        security,
        params: IdParams,
        querystring: RsvpListQuery,
        response: { 200: RsvpList, ...errors },
      },
    },
    async (request) => listRsvps(db, requireUser(request), request.params.id, request.query),
  );

  app.patch(
    '/socials/:id/rsvps',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: approve, waitlist or reject several RSVPs at once (all or nothing)',
        security,
        params: IdParams,
        body: BulkUpdateRsvpsBody,
        response: { 200: BulkUpdateRsvpsReply, ...errors },
      },
    },
    async (request) => ({ data: await bulkUpdateRsvps(serviceDeps(request), requireUser(request), request.params.id, request.body) }),
  );

  app.patch(
    '/socials/:id/rsvps/:r',
    {
      schema: {
        tags,
        summary: 'Hosts: set status or grade. The attendee: continue a half-done RSVP (submit: true completes it) or hide from the guest list',
        security,
        params: RsvpParams,
        body: UpdateRsvpBody,
        response: { 200: Rsvp, ...errors },
      },
    },
    async (request) => updateRsvp(serviceDeps(request), requireUser(request), request.params.id, request.params.r, request.body),
  );

  app.delete(
    '/socials/:id/rsvps/:r',
    {
      schema: {
        tags,
        summary: "Cancel an RSVP (the attendee, hosts or staff); the seat is freed. An attendee's late cancel is recorded in `cancellation`",
        security,
        params: RsvpParams,
        response: { 200: Rsvp, ...errors },
      },
    },
    async (request) => cancelRsvp(serviceDeps(request), requireUser(request), request.params.id, request.params.r),
  );

  app.post(
    '/socials/:id/rsvp-summary-csv',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: the RSVPs as a CSV file (text/csv)',
        security,
        params: IdParams,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await rsvpSummaryCsv(db, requireUser(request), request.params.id);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="rsvps-${request.params.id}.csv"`).send(csv);
    },
  );

  app.get(
    '/socials/:id/emails/needVerify',
    {
      schema: {
        tags,
        summary: 'Whether an RSVP to the social asks for a verified e-mail (a social limited to organizations: COMPANY) and whether the caller has one',
        description: 'Anonymous callers get required and category only.',
        params: IdParams,
        response: { 200: VerifiedEmailNeed, ...errors },
      },
    },
    async (request) => socialVerifiedEmailNeed(db, request.auth, request.params.id),
  );

  app.get(
    '/socials/:id/homiesgoing',
    {
      schema: {
        tags,
        summary: "Who's going: the count of confirmed attendees and, for signed-in callers, those who did not hide themselves",
        security,
        params: IdParams,
        response: { 200: GuestList, ...errors },
      },
    },
    async (request) => guestList(db, request.auth, request.params.id),
  );

  app.get(
    '/socials/post-rsvp-request/:id',
    {
      schema: {
        tags,
        summary: 'The second-stage (post-RSVP) request of an RSVP (id: the RSVP id), for the attendee, hosts and staff',
        security,
        params: IdParams,
        response: { 200: PostRsvpRequest, ...errors },
      },
    },
    async (request) => getPostRsvpRequest(db, requireUser(request), request.params.id),
  );

  app.post(
    '/socials/post-rsvp-request/:id/submit',
    {
      schema: {
        tags,
        summary: 'The attendee submits the second stage once: PENDING when hosts review RSVPs, else APPROVED or WAITLISTED with the RSVP',
        security,
        params: IdParams,
        body: SubmitPostRsvpRequestBody.nullish(),
        response: { 200: PostRsvpRequest, ...errors },
      },
    },
    async (request) => submitPostRsvpRequest(db, requireUser(request), request.params.id, request.body ?? { answers: [] }),
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
