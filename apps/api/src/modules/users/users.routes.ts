import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParams, Me, PublicUser, SlugParams, UpdateMeBody } from '@socials/domain';
import { notFound, unauthorized } from '../../http/http-error';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { findUserById, findUserBySlug, loadMe, toPublicUser, updateMe } from './users.service';

const security = [{ bearerAuth: [] }];

export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in user', security, response: { 200: Me, 401: ErrorBody } } },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized('This account no longer exists');
      return loadMe(db, user);
    },
  );

  app.patch(
    '/users/me',
    {
      schema: { tags: ['users'], summary: 'Update your profile', security, body: UpdateMeBody, response: { 200: Me, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const user = await updateMe(db, userId, request.body);
      if (!user) throw unauthorized('This account no longer exists');
      return loadMe(db, user);
    },
  );

  app.get(
    '/users/slug/:slug',
    { schema: { tags: ['users'], summary: 'A user by profile slug', params: SlugParams, response: { 200: PublicUser, 404: ErrorBody } } },
    async (request) => {
      const user = await findUserBySlug(db, request.params.slug);
      if (!user || !user.isValid) throw notFound('No user has this profile address');
      return toPublicUser(user);
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags: ['users'], summary: 'A user by id', params: IdParams, response: { 200: PublicUser, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user || !user.isValid) throw notFound('No user has this id');
      return toPublicUser(user);
    },
  );
};
