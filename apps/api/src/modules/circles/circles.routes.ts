import {
  AddCircleMemberBody,
  CheckReferralCodeBody,
  Circle,
  CircleCalendarLink,
  CircleCalendarQuery,
  CircleListQuery,
  CircleMember,
  CircleMemberPage,
  CircleMemberParams,
  CircleMembersQuery,
  CirclePage,
  CircleSearchQuery,
  CreateCircleBody,
  DecideCircleRequestsBody,
  ErrorBody,
  IdParams,
  OkBody,
  ReferralCheck,
  RemoveCircleMemberQuery,
  SlugParams,
  UpdateCircleBody,
  UpdateCircleMemberBody,
  VerifiedEmailNeed,
  VisibleSocials,
  VisibleSocialsQuery,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import { publicRead, tagPublicRead } from '../../http/plugins/public-read-cache';
import type { RouteDeps } from '../../http/route-deps';
import {
  addCircleMember,
  checkReferralCode,
  circleCalendar,
  circleVerifiedEmailNeed,
  circleCalendarLink,
  createCircle,
  decideCircleRequests,
  getCircle,
  listCircleMembers,
  listMyCircles,
  listPublicCircles,
  listVisibleSocials,
  removeCircleMember,
  searchCircles,
  updateCircle,
  updateCircleMember,
} from './circles.service';

const tags = ['circles'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const ok = { ok: true as const };

// Anonymous reads of circles are cached (http/plugins/public-read-cache.ts); the triggers on
// circles and circle_members announce `circle:<id>` and `circles`, those on socials and users theirs.
const tagsOfCircle = (circle: Circle) => [`circle:${circle.id}`, `user:${circle.owner.id}`];
const publicCircle = { publicRead: publicRead<Circle>(tagsOfCircle) };
const publicCircleList = { publicRead: publicRead<CirclePage>((page) => ['circles', ...page.data.flatMap(tagsOfCircle)]) };

/** Circles: communities, their members and referral codes, and their socials. */
export const circlesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config, jobs }) => {
  app.get(
    '/getPublicCircles',
    {
      config: publicCircleList,
      schema: {
        tags,
        summary: 'Listed circles (PUBLIC and COMMUNITY_ONLY), newest first, paged',
        querystring: CircleListQuery,
        response: { 200: CirclePage, ...errors },
      },
    },
    async (request) => listPublicCircles(db, request.auth, request.query),
  );

  app.get(
    '/circles/search',
    {
      config: publicCircleList,
      schema: {
        tags,
        summary: 'Listed circles whose name, address or description contains q, newest first, paged',
        querystring: CircleSearchQuery,
        response: { 200: CirclePage, ...errors },
      },
    },
    async (request) => searchCircles(db, request.auth, request.query),
  );

  app.get(
    '/circles/me',
    {
      schema: {
        tags,
        summary: "The caller's circles: those they belong to, asked to join or are invited to (myMembership says which)",
        security,
        querystring: CircleListQuery,
        response: { 200: CirclePage, ...errors },
      },
    },
    async (request) => listMyCircles(db, requireUser(request), request.query),
  );

  app.post(
    '/circles',
    { schema: { tags, summary: 'Creates a circle; the caller is its owner', security, body: CreateCircleBody, response: { 201: Circle, ...errors } } },
    async (request, reply) => reply.code(201).send(await createCircle(db, requireUser(request), request.body, config.payments.currency)),
  );

  app.get(
    '/circles/slug/:slug',
    {
      config: publicCircle,
      schema: {
        tags,
        summary: 'A circle by its address; a PRIVATE circle only for the people in it',
        params: SlugParams,
        response: { 200: Circle, ...errors },
      },
    },
    async (request) => getCircle(db, request.auth, { slug: request.params.slug }),
  );

  app.get(
    '/circles/:id',
    {
      config: publicCircle,
      schema: { tags, summary: 'A circle; a PRIVATE circle only for the people in it', params: IdParams, response: { 200: Circle, ...errors } },
    },
    async (request) => getCircle(db, request.auth, { id: request.params.id }),
  );

  app.get(
    '/circles/:id/emails/needVerify',
    {
      schema: {
        tags,
        summary: 'Whether joining the circle asks for a verified e-mail (COMPANY, SCHOOL or ANY) and whether the caller has one',
        description: 'Anonymous callers get required and category only; a PRIVATE circle is 404 for those outside it.',
        params: IdParams,
        response: { 200: VerifiedEmailNeed, ...errors },
      },
    },
    async (request) => circleVerifiedEmailNeed(db, request.auth, request.params.id),
  );

  app.patch(
    '/circles/:id',
    {
      schema: {
        tags,
        summary: 'Its owner and hosts (and staff) edit the circle',
        security,
        params: IdParams,
        body: UpdateCircleBody,
        response: { 200: Circle, ...errors },
      },
    },
    async (request) => updateCircle(db, requireUser(request), request.params.id, request.body, config.payments.currency),
  );

  app.get(
    '/circles/:id/members',
    {
      config: { publicRead: publicRead<CircleMemberPage>((page) => page.data.map((member) => `user:${member.user.id}`)) },
      schema: {
        tags,
        summary: 'Members (ACTIVE) oldest first, paged; hosts also list requests (PENDING) and invitations (INVITED)',
        description: 'The members of a circle that is not PUBLIC are for its members.',
        params: IdParams,
        querystring: CircleMembersQuery,
        response: { 200: CircleMemberPage, ...errors },
      },
    },
    async (request) => {
      tagPublicRead(request, [`circle:${request.params.id}`]);
      return listCircleMembers(db, request.auth, request.params.id, request.query);
    },
  );

  app.post(
    '/circles/:id/members',
    {
      schema: {
        tags,
        summary: 'The caller joins (OPEN circle, or invited), or asks to (REQUEST circle); with userId a host invites that user',
        description: "ref: a member's referral code from the share link, credited to that member.",
        security,
        params: IdParams,
        body: AddCircleMemberBody,
        response: { 200: CircleMember, ...errors },
      },
    },
    async (request) => addCircleMember(db, requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/circles/:id/members',
    {
      schema: {
        tags,
        summary: 'Hosts approve or decline several requests to join at once',
        security,
        params: IdParams,
        body: DecideCircleRequestsBody,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await decideCircleRequests(db, requireUser(request), request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    '/circles/:id/members',
    {
      schema: {
        tags,
        summary: 'The caller leaves (or withdraws a request, declines an invitation); with userId a host removes that person',
        description:
          'A member who pays for a membership stops paying at the end of the paid period: one who leaves stays a member until then, one a host removes goes at once.',
        security,
        params: IdParams,
        querystring: RemoveCircleMemberQuery,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await removeCircleMember({ db, jobs }, requireUser(request), request.params.id, request.query.userId);
      return ok;
    },
  );

  app.patch(
    '/circles/:id/members/:userId',
    {
      schema: {
        tags,
        summary: 'A host approves a request (status ACTIVE); the owner makes a member host or back (role)',
        security,
        params: CircleMemberParams,
        body: UpdateCircleMemberBody,
        response: { 200: CircleMember, ...errors },
      },
    },
    async (request) => updateCircleMember(db, requireUser(request), request.params.id, request.params.userId, request.body),
  );

  app.post(
    '/circles/:id/check-referral-code',
    {
      schema: {
        tags,
        summary: "Whether a referral code (the share link's ref) is an active member's of this circle, and whose",
        params: IdParams,
        body: CheckReferralCodeBody,
        response: { 200: ReferralCheck, ...errors },
      },
    },
    async (request) => checkReferralCode(db, request.auth, request.params.id, request.body.ref),
  );

  app.get(
    '/circles/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: "The circle's upcoming socials as a calendar feed (text/calendar) to subscribe to",
        description:
          "Anyone gets the public socials of a circle they may see; with a member's token (from /circles/{id}/calendar-link) the member's view, members-only socials included. A token that is not valid (any more) is refused with 403.",
        params: IdParams,
        querystring: CircleCalendarQuery,
        response: { 200: z.string().describe('text/calendar'), ...errors },
      },
    },
    async (request, reply) => {
      const ics = await circleCalendar(db, config, request.auth, request.params.id, request.query.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="circle.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    '/circles/:id/calendar-link',
    {
      schema: {
        tags,
        summary: "The address of the circle's calendar feed for the caller: a member's carries their own token",
        params: IdParams,
        response: { 200: CircleCalendarLink, ...errors },
      },
    },
    async (request) => circleCalendarLink(db, config, request.auth, request.params.id),
  );

  app.get(
    '/getVisibleSocials',
    {
      config: { publicRead: publicRead<VisibleSocials>((list) => ['socials', ...list.data.map((social) => `social:${social.id}`)]) },
      schema: {
        tags,
        summary: "The circle's upcoming socials the caller may see: members see COMMUNITY_ONLY ones too",
        querystring: VisibleSocialsQuery,
        response: { 200: VisibleSocials, ...errors },
      },
    },
    async (request) => {
      tagPublicRead(request, [`circle:${request.query.circleId}`]);
      return listVisibleSocials(db, request.auth, request.query.circleId);
    },
  );
};
