import { ApprovalEmailAddendum, ApprovalEmailPreview, ApprovalEmailPreviewBody, ErrorBody, IdParams, SetApprovalEmailAddendumBody } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { getApprovalEmailAddendum, previewApprovalEmail, setApprovalEmailAddendum } from './notifications.service';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const notificationsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/socials/:id/emails/approval/addendum',
    {
      schema: {
        tags,
        summary: 'Hosts, staff: the paragraph added to the e-mail each guest gets once they are going',
        params: IdParams,
        security,
        response: { 200: ApprovalEmailAddendum, ...errors },
      },
    },
    async (request) => getApprovalEmailAddendum(db, requireUser(request), request.params.id),
  );

  app.post(
    '/socials/:id/emails/approval/addendum',
    {
      schema: {
        tags,
        summary: 'Hosts, staff: set the going e-mail addendum (empty or null removes it)',
        params: IdParams,
        body: SetApprovalEmailAddendumBody,
        security,
        response: { 200: ApprovalEmailAddendum, ...errors },
      },
    },
    async (request) => setApprovalEmailAddendum(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/socials/:id/emails/approval/preview',
    {
      schema: {
        tags,
        summary: 'Hosts, staff: the going e-mail as a guest gets it, with the given or the saved addendum; nothing is sent',
        params: IdParams,
        body: ApprovalEmailPreviewBody,
        security,
        response: { 200: ApprovalEmailPreview, ...errors },
      },
    },
    async (request) => previewApprovalEmail(deps, requireUser(request), request.params.id, request.body),
  );
};
