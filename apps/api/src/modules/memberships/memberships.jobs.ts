import { defineJob, reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { RouteDeps, ServiceDeps } from '../../http/route-deps';
import { otherCheckoutSettled, type OtherCheckoutSettled } from '../payments';
import { listDueSubscriptions, listLapsingSubscriptions } from './memberships.repo';
import { decideMembershipPeriod, endCancelledMembership, settleMembershipCheckout, type MembershipPeriodJob } from './memberships.service';


/** Renews one period of a membership, or lapses it after its grace period (idempotent: keyed by membership and period). */
export const membershipPeriodJob = defineJob<MembershipPeriodJob, RouteDeps>({
  name: 'memberships.period',
  async run(job, { deps, log }) {
    await decideMembershipPeriod({ ...deps, log }, job);
  },
});

/**
 * The membership sweep, run every minute by the server on the clock it is given (tests advance
 * it): a cancelled membership whose period is over ends without a charge; a period that is over is
 * renewed by a keyed job (one per membership and period, however many instances sweep); a past-due
 * membership whose grace period is over lapses, by a keyed job that asks the provider once more.
 */
export async function sweepCircleMemberships(deps: ServiceDeps, now = new Date()): Promise<number> {
  if (!deps.payments) return 0;
  let decided = 0;
  for (const due of await listDueSubscriptions(deps.db, now)) {
    if (!due.currentPeriodEnd) continue;
    if (due.cancelAtPeriodEnd) await endCancelledMembership(deps, due.id, now);
    else {
      const periodEnd = due.currentPeriodEnd.getTime();
      await deps.jobs.enqueue(deps.db, membershipPeriodJob, { subscriptionId: due.id, periodEnd, stage: 'renew' }, { key: `circle-renew:${due.id}:${periodEnd}` });
    }
    decided += 1;
  }
  for (const lapsing of await listLapsingSubscriptions(deps.db, now)) {
    const periodEnd = lapsing.currentPeriodEnd?.getTime();
    if (periodEnd === undefined) continue;
    await deps.jobs.enqueue(deps.db, membershipPeriodJob, { subscriptionId: lapsing.id, periodEnd, stage: 'lapse' }, { key: `circle-lapse:${lapsing.id}:${periodEnd}` });
    decided += 1;
  }
  return decided;
}

/** A membership checkout was paid or expired: settled in the webhook's own transaction. */
const settleCheckout = reactInTransaction<OtherCheckoutSettled, RouteDeps>(otherCheckoutSettled, (tx, settled, { deps, jobs }) =>
  settleMembershipCheckout(tx, settled, { jobs, publicUrl: deps.config.publicUrl }),
);

export const membershipJobs: ModuleJobs = { jobs: [membershipPeriodJob], reactions: [settleCheckout] };
