import {
  AttendeeReview,
  AttendeeReviewInput,
  AttendeeReviewParams,
  ErrorBody,
  HostReview,
  HostReviewInput,
  HostReviewListQuery,
  HostReviewPage,
  HostReviewPatch,
  HostReviewReplyInput,
  HostReviewsOfUser,
  IdParams,
  OkBody,
  PublishedHostReviews,
  PublishedHostReviewsQuery,
  RsvpReviewParams,
  SocialHostRating,
  SocialReviewSummary,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import {
  changeReview,
  deleteReview,
  getSocialHostRating,
  getSocialReviewSummary,
  listPublishedReviews,
  listReviewsOfHost,
  listReviewsOfSocial,
  rateAttendee,
  replyToReview,
  reviewHosts,
} from './reviews.service';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Reviews of hosts: checked-in attendees rate, hosts reply, staff hide. */
export const reviewsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.patch(
    '/socials/:id/rsvps/:r/review',
    {
      schema: {
        tags,
        summary: "The attendee rates the social's hosts (1-5, optional comment) through their RSVP, or changes their review",
        description:
          'Only once the event has ended, through an RSVP that was checked in, and never by a host of the social. One review per person per social: a second call edits it.',
        security,
        params: RsvpReviewParams,
        body: HostReviewInput,
        response: { 200: HostReview, ...errors },
      },
    },
    async (request) => reviewHosts(db, requireUser(request), request.params.id, request.params.r, request.body),
  );

  app.patch(
    '/socials/:id/rsvps/:r/review/attendees/:a',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: a private rating and note on the attendee {a} of the RSVP {r}, once the event has started; the attendee never sees it',
        security,
        params: AttendeeReviewParams,
        body: AttendeeReviewInput,
        response: { 200: AttendeeReview, ...errors },
      },
    },
    async (request) =>
      rateAttendee(db, requireUser(request), { socialId: request.params.id, rsvpId: request.params.r, attendeeId: request.params.a }, request.body),
  );

  app.get(
    '/socials/:id/review/summary',
    {
      schema: {
        tags,
        summary: "The social's published reviews in figures (count, average, stars 1..5), the caller's own review and whether they may review",
        params: IdParams,
        response: { 200: SocialReviewSummary, ...errors },
      },
    },
    async (request) => getSocialReviewSummary(db, request.auth, request.params.id),
  );

  app.get(
    '/socials/:id/host-rating',
    {
      schema: {
        tags,
        summary: 'Each host of the social, owner first, with the rating of every social they host',
        params: IdParams,
        response: { 200: SocialHostRating, ...errors },
      },
    },
    async (request) => getSocialHostRating(db, request.auth, request.params.id),
  );

  app.get(
    '/host-reviews/user/:id',
    {
      schema: {
        tags,
        summary: 'Reviews of the socials a user hosts, newest first, paged, with the figures of all their published reviews',
        description:
          'filter: COMMENTS_ONLY (with a comment), ALL_REVIEWS, MY_REVIEWS (written by the caller; none when signed out). Hidden reviews are listed only to their author and staff.',
        params: IdParams,
        querystring: HostReviewListQuery,
        response: { 200: HostReviewsOfUser, ...errors },
      },
    },
    async (request) => listReviewsOfHost(db, request.auth, request.params.id, request.query),
  );

  app.get(
    '/host-reviews/published',
    {
      schema: {
        tags,
        summary: 'The newest reviews across the platform and the hosts rated best (the hosts page); staff also see hidden reviews, marked',
        querystring: PublishedHostReviewsQuery,
        response: { 200: PublishedHostReviews, ...errors },
      },
    },
    async (request) => listPublishedReviews(db, request.auth, request.query.limit),
  );

  app.get(
    '/host-reviews/social/:id',
    {
      schema: {
        tags,
        summary: "The social's reviews, newest first, paged and filtered as for a host",
        params: IdParams,
        querystring: HostReviewListQuery,
        response: { 200: HostReviewPage, ...errors },
      },
    },
    async (request) => listReviewsOfSocial(db, request.auth, request.params.id, request.query),
  );

  app.post(
    '/host-reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'A host of the reviewed social replies; replying again replaces the reply',
        security,
        params: IdParams,
        body: HostReviewReplyInput,
        response: { 200: HostReview, ...errors },
      },
    },
    async (request) => replyToReview(db, requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/host-reviews/:id',
    {
      schema: {
        tags,
        summary: 'The author changes rating or comment; staff hide a review (hidden: true with a reason) or show it again',
        security,
        params: IdParams,
        body: HostReviewPatch,
        response: { 200: HostReview, ...errors },
      },
    },
    async (request) => changeReview(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/host-reviews/:id',
    {
      schema: { tags, summary: 'The author or staff delete a review', security, params: IdParams, response: { 200: OkBody, ...errors } },
    },
    async (request) => {
      await deleteReview(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
