import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppModule } from '../../app-module';
import type { AppDeps } from '../../core/app-deps';
import { proposalPaymentsRoutes } from './proposal-payments.routes';
import { proposalsJobs } from './proposals.jobs';
import { PROPOSALS_ERROR_STATUSES } from './proposals.errors';
import { proposalsRoutes } from './proposals.routes';
export { closeProposalAtDeadline } from './proposals.jobs';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(proposalsRoutes, deps);
  await app.register(proposalPaymentsRoutes, deps);
};

/** Proposals: event ideas voted on, closed at their deadline, turned into socials; paid ones collect deposits. */
export const proposalsModule: AppModule = {
  name: 'proposals',
  routes,
  jobs: proposalsJobs,
  errorStatuses: PROPOSALS_ERROR_STATUSES,
};
