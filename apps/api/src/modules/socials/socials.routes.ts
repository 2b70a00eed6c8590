import {
  CoHostInvitationList,
  CreateSocialBody,
  DuplicateSocialReply,
  ErrorBody,
  HomepageFeatureQuery,
  HostedSocialsQuery,
  IdParams,
  OkBody,
  PageQuery,
  PublicSocialsQuery,
  ReviewingPublicityQuery,
  ReviewingPublicitySummary,
  SearchSocialsBody,
  SlugParams,
  Social,
  SocialDetail,
  SocialPage,
  UpdateSocialBody,
  type Paged,
} from '@socials/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../../http/plugins/auth';
import { publicRead } from '../../http/plugins/public-read-cache';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import type { ServiceDeps } from '../../core/app-deps';
import {
  listFeaturedSocials,
  listHomepageSection,
  listHostedSocials,
  listMyPastSocials,
  listPastFeaturedSocials,
  listPastSocials,
  listPublicSocials,
  listSocialsForReview,
  summarizeSocialsForReview,
  listSubscribedSocials,
  searchSocials,
} from './social-lists.service';
import {
  cancelSocial,
  createSocial,
  deleteSocial,
  duplicateSocial,
  getSocialDetail,
  getSocialDetailBySlug,
  socialCalendar,
  updateSocial,
} from './socials.service';
import { acceptCoHostInvitation, declineCoHostInvitation, listMyCoHostInvitations } from './co-hosts.service';

const tags = ['socials'];
const security = [{ bearerAuth: [] }];
/** Every failure answers the one ErrorBody shape; listing the codes documents them in OpenAPI. */
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** What a social's answer shows: the social (its tiers and hosts announce themselves as it) and the people named. */
function tagsOfSocial(social: Pick<Social, 'id' | 'owner' | 'hosts'>): string[] {
  return [`social:${social.id}`, `user:${social.owner.id}`, ...social.hosts.map((host) => `user:${host.id}`)];
}

/** A social to anonymous callers. */
const publicSocial = { publicRead: publicRead<Social>(tagsOfSocial) };
/** A list of socials to anonymous callers: any change to any social may add it, drop it or change it. */
const publicSocialList = { publicRead: publicRead<Paged<Social>>((page) => ['socials', ...page.data.flatMap(tagsOfSocial)]) };

export const socialsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const serviceDeps = (request: FastifyRequest): ServiceDeps => servicesFor(deps, request);

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
      const social = await createSocial(serviceDeps(request), requireUser(request), request.body);
      return reply.code(201).send(social);
    },
  );

  // Clients call both names; they answer the same list.
  for (const url of ['/socials', '/socials/hosted']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Socials the caller owns or co-hosts: when=upcoming soonest first, when=past latest first, neither: all, latest first',
          querystring: HostedSocialsQuery,
          security,
          response: { 200: SocialPage, ...errors },
        },
      },
      async (request) => listHostedSocials(db, requireUser(request), request.query),
    );
  }

  // /getPublicSocialsV2 and /getPastSocialsV2 are the names older clients call the same lists by.
  for (const url of ['/socials/public', '/getPublicSocialsV2']) {
    app.get(
      url,
      {
        config: publicSocialList,
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
  }

  for (const url of ['/socials/past', '/getPastSocialsV2']) {
    app.get(
      url,
      {
        config: publicSocialList,
        schema: {
          tags,
          summary: 'Approved public socials that are over, latest first',
          querystring: PublicSocialsQuery,
          security,
          response: { 200: SocialPage, ...errors },
        },
      },
      async (request) => listPastSocials(db, request.auth, request.query),
    );
  }

  app.get(
    '/socials/public-feature',
    {
      config: publicSocialList,
      schema: {
        tags,
        summary: 'Upcoming featured (APPROVED_FEATURE) socials, soonest first',
        querystring: PublicSocialsQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listFeaturedSocials(db, request.auth, request.query),
  );

  app.get(
    '/socials/past-feature',
    {
      config: publicSocialList,
      schema: {
        tags,
        summary: 'Featured socials that are over, latest first',
        querystring: PublicSocialsQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listPastFeaturedSocials(db, request.auth, request.query),
  );

  app.get(
    '/socials/homepage-feature',
    {
      config: publicSocialList,
      schema: {
        tags,
        summary: 'One section of the home page: SPOTLIGHT (featured), THIS_WEEK (next 7 days) or UPCOMING (later)',
        querystring: HomepageFeatureQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listHomepageSection(db, request.auth, request.query),
  );

  app.get(
    '/socials/subscribed',
    {
      schema: {
        tags,
        summary: 'Upcoming public socials of the hosts the caller follows, soonest first',
        querystring: PageQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listSubscribedSocials(db, requireUser(request), request.query),
  );

  app.get(
    '/socials/my-past',
    {
      schema: {
        tags,
        summary: 'Socials that are over which the caller was confirmed for, latest first',
        querystring: PageQuery,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => listMyPastSocials(db, requireUser(request), request.query),
  );

  app.post(
    '/socials/search',
    {
      schema: {
        tags,
        summary: 'Search approved public socials by words, city, dates, tags and price, soonest first',
        body: SearchSocialsBody,
        security,
        response: { 200: SocialPage, ...errors },
      },
    },
    async (request) => searchSocials(db, request.auth, request.body),
  );

  app.post(
    '/socials/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a social (hosts, staff): its title shows (CANCELLED) and attendees are e-mailed',
        params: IdParams,
        security,
        response: { 200: Social, ...errors },
      },
    },
    async (request) => cancelSocial(serviceDeps(request), requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Hosts, staff: the social as a create body to adjust and POST to /socials (nothing is saved)',
        params: IdParams,
        security,
        response: { 200: DuplicateSocialReply, ...errors },
      },
    },
    async (request) => duplicateSocial(db, requireUser(request), request.params.id),
  );

  app.get(
    '/socials/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The social as an iCalendar file (text/calendar)',
        params: IdParams,
        security,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const ics = await socialCalendar(db, request.auth, request.params.id, config.publicUrl);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'attachment; filename="event.ics"').send(ics);
    },
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
    '/socials/reviewing-publicity/summary',
    {
      schema: {
        tags,
        summary: 'Staff: how many upcoming public socials are in each approval status',
        security,
        response: { 200: ReviewingPublicitySummary, ...errors },
      },
    },
    async (request) => summarizeSocialsForReview(db, requireAdmin(request)),
  );

  app.get(
    '/socials/slug/:slug',
    {
      config: publicSocial,
      schema: { tags, summary: "A social by slug, with the caller's active RSVP", params: SlugParams, security, response: { 200: SocialDetail, ...errors } },
    },
    async (request) => getSocialDetailBySlug(db, request.auth, request.params.slug),
  );

  app.get(
    '/socials/:id',
    {
      config: publicSocial,
      schema: { tags, summary: "A social by id, with the caller's active RSVP", params: IdParams, security, response: { 200: SocialDetail, ...errors } },
    },
    async (request) => getSocialDetail(db, request.auth, request.params.id),
  );

  app.get(
    '/socials/cohost-invitations',
    {
      schema: {
        tags,
        summary: "The caller's open invitations to co-host a social, newest first",
        security,
        response: { 200: CoHostInvitationList, 401: ErrorBody },
      },
    },
    async (request) => ({ data: await listMyCoHostInvitations(db, requireUser(request)) }),
  );

  app.post(
    '/socials/:id/cohost-invitation/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation to co-host this social: the caller is then shown as a host and manages it',
        description: '404 when the caller has no open invitation to it.',
        params: IdParams,
        security,
        response: { 200: Social, ...errors },
      },
    },
    async (request) => acceptCoHostInvitation(db, requireUser(request), request.params.id),
  );

  app.post(
    '/socials/:id/cohost-invitation/decline',
    {
      schema: {
        tags,
        summary: 'Decline an invitation to co-host this social',
        description: '404 when the caller has no open invitation to it.',
        params: IdParams,
        security,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await declineCoHostInvitation(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
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
    async (request) => updateSocial(serviceDeps(request), requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/socials/:id',
    {
      schema: {
        tags,
        summary: 'Delete a social (owner, staff); it stays visible to its hosts',
        params: IdParams,
        security,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await deleteSocial(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
