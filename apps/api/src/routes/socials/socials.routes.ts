import {
  CreateSocialBody,
  ErrorBody,
  IdParams,
  OkBody,
  PageQuery,
  PublicSocialsQuery,
  ReviewingPublicityQuery,
  SlugParams,
  Social,
  SocialDetail,
  SocialPage,
  UpdateSocialBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { RouteDeps } from '../route-deps';
import {
  createSocial,
  deleteSocial,
  getSocialDetail,
  getSocialDetailBySlug,
  listHostedSocials,
  listPublicSocials,
  listSocialsForReview,
  updateSocial,
} from './socials.service';

const tags = ['socials'];
const security = [{ bearerAuth: [] }];
/** Every failure answers the one ErrorBody shape; listing the codes documents them in OpenAPI. */
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const socialsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/socials',
    {
      schema: {
        tags,
        summary: 'Create a social; the caller becomes its owner. Public socials start PENDING review.',
        body: CreateSocialBody,
        security,
        response: { 201: Social, ...errors },
      },
    },
    async (request, reply) => {
      const social = await createSocial(db, requireUser(request), request.body);
      return reply.code(201).send(social);
    },
  );

  // The catalogue names both; they answer the same list.
  for (const url of ['/socials', '/socials/hosted']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Socials the caller owns or co-hosts, latest first',
          querystring: PageQuery,
          security,
          response: { 200: SocialPage, ...errors },
        },
      },
      async (request) => listHostedSocials(db, requireUser(request), request.query),
    );
  }

  app.get(
    '/socials/public',
    {
      schema: {
        tags,
        summary: 'Upcoming approved public socials, soonest first',
        querystring: PublicSocialsQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listPublicSocials(db, request.auth, request.query),
  );

  app.get(
    '/socials/reviewing-publicity',
    {
      schema: {
        tags,
        summary: 'Staff: upcoming public socials to review, optionally in one approval status',
        querystring: ReviewingPublicityQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listSocialsForReview(db, requireAdmin(request), request.query),
  );

  app.get(
    '/socials/slug/:slug',
    { schema: { tags, summary: "A social by slug, with the caller's active RSVP", params: SlugParams, security, response: { 200: SocialDetail, ...errors } } },
    async (request) => getSocialDetailBySlug(db, request.auth, request.params.slug),
  );

  app.get(
    '/socials/:id',
    { schema: { tags, summary: "A social by id, with the caller's active RSVP", params: IdParams, security, response: { 200: SocialDetail, ...errors } } },
    async (request) => getSocialDetail(db, request.auth, request.params.id),
  );

  app.patch(
    '/socials/:id',
    {
      schema: {
        tags,
        summary: 'Edit a social (owner, co-hosts, staff). Only staff may set publicApprovalStatus.',
        params: IdParams,
        body: UpdateSocialBody,
        security,
        response: { 200: Social, ...errors },
      },
    },
    async (request) => updateSocial(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/socials/:id',
    { schema: { tags, summary: 'Delete a social (owner, staff); it stays visible to its hosts', params: IdParams, security, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await deleteSocial(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
