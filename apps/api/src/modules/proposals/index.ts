import type { AppModule } from '../../http/app-module';
import { proposalsJobs } from './proposals.jobs';
import { PROPOSALS_ERROR_STATUSES } from './proposals.errors';
import { PROPOSALS_POLICY_STATUSES } from './proposals.policy';
import { proposalsRoutes } from './proposals.routes';
export { closeProposalAtDeadline } from './proposals.jobs';

/** Proposals (catalogue 7.11): event ideas voted on, closed at their deadline, turned into socials. */
export const proposalsModule: AppModule = {
  name: 'proposals',
  routes: proposalsRoutes,
  jobs: proposalsJobs,
  errorStatuses: { ...PROPOSALS_POLICY_STATUSES, ...PROPOSALS_ERROR_STATUSES },
};
