import { ErrorBody, LinkPreview, LinkPreviewQuery } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { previewLinkFor } from './link-preview.service';

export const linkPreviewRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/link-preview',
    {
      schema: {
        tags: ['pages'],
        summary:
          "Signed-in users: a public web page's Open Graph data (title, description, image, site name). Private and reserved addresses are refused (400)",
        security: [{ bearerAuth: [] }],
        querystring: LinkPreviewQuery,
        response: { 200: LinkPreview, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      requireUser(request);
      return previewLinkFor(db, { ip: request.ip }, request.query.url);
    },
  );
};
