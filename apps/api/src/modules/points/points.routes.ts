import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, PointsQuery, PointsReply } from '@socials/domain';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { getOwnPoints } from './points.service';

const security = [{ bearerAuth: [] }];

export const pointsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/users/me/points',
    {
      schema: {
        tags: ['users'],
        summary: 'Your points: the balance and the ledger, newest first',
        security,
        querystring: PointsQuery,
        response: { 200: PointsReply, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => getOwnPoints(db, requireUser(request).userId, request.query),
  );
};
