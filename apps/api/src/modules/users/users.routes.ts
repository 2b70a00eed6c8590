import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HostPermissions, HostPermissionsBody, IdParams, Me, PublicUser, SlugParams, UpdateMeBody } from '@socials/domain';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { getHostFeatures, getOwnProfile, getProfileById, getProfileBySlug, setHostFeatures, updateOwnProfile } from './users.service';

const security = [{ bearerAuth: [] }];

export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/users/me', { schema: { tags: ['users'], summary: 'The signed-in user', security, response: { 200: Me, 401: ErrorBody } } }, async (request) => {
    return getOwnProfile(db, requireUser(request).userId);
  });

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Update your profile and settings (newRsvpNotice: how you hear of new RSVPs to your socials)',
        security,
        body: UpdateMeBody,
        response: { 200: Me, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      return updateOwnProfile(db, requireUser(request).userId, request.body);
    },
  );

  app.get(
    '/users/slug/:slug',
    { schema: { tags: ['users'], summary: 'A user by profile slug', params: SlugParams, response: { 200: PublicUser, 404: ErrorBody } } },
    async (request) => {
      return getProfileBySlug(db, request.params.slug);
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], summary: 'A user by id', params: IdParams, response: { 200: PublicUser, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      return getProfileById(db, request.params.id);
    },
  );

  app.get(
    '/users/:id/permissions/social',
    {
      schema: {
        tags: ['users'],
        summary: "Staff: the host's features",
        security,
        params: IdParams,
        response: { 200: HostPermissions, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getHostFeatures(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/users/:id/permissions/social',
    {
      schema: {
        tags: ['users'],
        summary: "Staff: the host's features (ADVANCE_BLAST: audiences across socials; MANAGE_ATTENDEES; TABLE_GROUPING), replaced as a whole",
        security,
        params: IdParams,
        body: HostPermissionsBody,
        response: { 200: HostPermissions, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => setHostFeatures(db, requireUser(request), request.params.id, request.body),
  );
};
