import { Dispute, DisputeRequest, ErrorBody, IdParams } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { createDispute } from './disputes.service';

/** Disputes attendees raise about a social they paid for. */
export const disputesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.post(
    '/disputes/socials/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Dispute what you paid for a social; its owner is e-mailed',
        description: '400 when the caller has no paid payment for the social; 409 while their dispute of that payment is open.',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: DisputeRequest,
        response: { 201: Dispute, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createDispute(servicesFor(deps, request), requireUser(request), request.params.id, request.body)),
  );
};
