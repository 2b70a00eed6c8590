import { reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { RouteDeps } from '../../http/route-deps';
import { otherCheckoutSettled, type OtherCheckoutSettled } from '../payments';
import { settleConferenceCheckout } from './conference-orders.service';
import { refundLateOrderJob } from './conference-refunds.jobs';

/** A conference order's checkout was paid or expired: settled in the webhook's own transaction. */
const settleOrder = reactInTransaction<OtherCheckoutSettled, RouteDeps>(otherCheckoutSettled, (tx, settled, { deps, jobs }) =>
  settleConferenceCheckout(tx, settled, { jobs, publicUrl: deps.config.publicUrl }),
);

export const conferencesJobs: ModuleJobs = { jobs: [refundLateOrderJob], reactions: [settleOrder] };
