import { ErrorBody, IdParams, ProposalCheckout } from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import { areaTestCheckoutPages } from '../payments';
import { finishProposalTestCheckout, proposalTestCheckoutPage, startProposalCheckout } from './proposal-payments.service';

const tags = ['proposals'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** Deposits of paid proposals: the supporter's checkout, and the test provider's page for it. */
export const proposalPaymentsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.post(
    '/payments/proposals/:id/payment-sessions',
    {
      schema: {
        tags,
        summary: 'A supporter backs a paid proposal: opens the checkout of its deposit; pay at checkoutUrl',
        description:
          'The deposit counts once the provider’s webhook confirms it. It is refunded if the proposal is terminated or closes without quorum, and carries over to the social as the supporter’s RSVP when the proposal becomes one. 400 for a free proposal, a closed one or one past its paid deadline; 409 when the caller has paid already.',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 201: ProposalCheckout, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await startProposalCheckout(servicesFor(deps, request), requireUser(request), request.params.id)),
  );

  await app.register(areaTestCheckoutPages, {
    deps,
    path: '/proposals/test-checkout',
    tags,
    what: 'a proposal deposit',
    page: proposalTestCheckoutPage,
    finish: finishProposalTestCheckout,
  });
};
