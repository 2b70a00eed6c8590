import { reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { AppDeps } from '../../core/app-deps';
import { otherCheckoutSettled, type OtherCheckoutSettled } from '../payments';
import { settleConferenceCheckout } from './conference-orders.service';
import { refundLateOrderJob } from './conference-refunds.jobs';

/** A conference order's checkout was paid or expired: settled in the webhook's own transaction. */
const settleOrder = reactInTransaction<OtherCheckoutSettled, AppDeps>(otherCheckoutSettled, (tx, settled, { deps, jobs }) =>
  settleConferenceCheckout(tx, settled, { jobs, config: deps.config }),
);

export const conferencesJobs: ModuleJobs = { jobs: [refundLateOrderJob], reactions: [settleOrder] };
