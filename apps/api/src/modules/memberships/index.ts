import type { AppModule } from '../../app-module';
import { membershipJobs } from './memberships.jobs';
import { MEMBERSHIPS_ERROR_STATUSES } from './memberships.errors';
import { membershipsRoutes } from './memberships.routes';
export { sweepCircleMemberships } from './memberships.jobs';

/**
 * Paid circle memberships (POST /payments/circles/{id}/payment-sessions): the
 * checkout through the payment provider, renewals, the grace period, lapses and cancellation. The
 * circles area decides who is in a circle; this one decides who paid for it.
 */
export const membershipsModule: AppModule = {
  name: 'memberships',
  routes: membershipsRoutes,
  errorStatuses: MEMBERSHIPS_ERROR_STATUSES,
  jobs: membershipJobs,
};
