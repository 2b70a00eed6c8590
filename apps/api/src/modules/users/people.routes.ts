import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConnectionReply,
  DeleteAccountBody,
  ErrorBody,
  IdParams,
  InviteCodeReply,
  Me,
  RegisterBody,
  ScanUserBody,
  SuggestedUsersReply,
  UserStatistics,
} from '@socials/domain';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { connectByScan, createInviteCode, deleteOwnAccount, getUserStatistics, registerOwnAccount, suggestUsers } from './people.service';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** The people side of users: registration with an invite code, invite codes, connections, suggestions, statistics, deletion. */
export const peopleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: "Complete your new account: profile fields, and the invite code (the share link's ?ref=) of whoever invited you",
        security,
        body: RegisterBody,
        response: { 200: Me, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => registerOwnAccount(db, requireUser(request).userId, request.body),
  );

  app.delete(
    '/users/me',
    {
      schema: {
        tags,
        summary:
          'Delete your account (email: your address, typed to confirm): anonymised, sessions ended. Refused (409) while you host or hold an RSVP to a social that has not ended',
        security,
        body: DeleteAccountBody,
        response: { 204: z.null().describe('Deleted'), 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(db, requireUser(request).userId, request.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/createInviteCodeRequest',
    {
      schema: {
        tags,
        summary: 'A new invite code for you (at most 5); the share link carries your first as ?ref=',
        security,
        response: { 200: InviteCodeReply, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => createInviteCode(db, requireUser(request).userId),
  );

  app.post(
    '/users/scan',
    {
      schema: {
        tags,
        summary: 'Connect with the attendee whose QR code you scanned (their profile slug)',
        security,
        body: ScanUserBody,
        response: { 200: ConnectionReply, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => connectByScan(db, requireUser(request).userId, request.body.slug),
  );

  app.get(
    '/users/me/suggested-users',
    { schema: { tags, summary: 'People to meet, by what your profiles share', security, response: { 200: SuggestedUsersReply, 401: ErrorBody } } },
    async (request) => suggestUsers(db, requireUser(request).userId),
  );

  app.get(
    '/users/:id/statistics',
    {
      schema: {
        tags,
        summary: "A user's socials hosted and attended, and connections",
        params: IdParams,
        response: { 200: UserStatistics, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getUserStatistics(db, request.params.id),
  );
};
