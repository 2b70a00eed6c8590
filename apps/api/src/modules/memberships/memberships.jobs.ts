import { defineJob, reactInTransaction, type ModuleJobs } from '../../core/jobs';
import type { AppDeps, ServiceDeps } from '../../core/app-deps';
import { paidMemberLeft, type PaidMemberLeft } from '../circles';
import { otherCheckoutSettled, providerSubscriptionChanged, type OtherCheckoutSettled, type ProviderSubscriptionChange } from '../payments';
import { listDueSubscriptions, listLapsingSubscriptions } from './memberships.repo';
import {
  decideMembershipPeriod,
  endCancelledMembership,
  settleMembershipCheckout,
  settleProviderSubscriptionChange,
  stopPaidMembership,
  syncProviderCancellation,
  type MembershipPeriodJob,
} from './memberships.service';

/** Renews one period of a membership, or lapses it after its grace period (idempotent: keyed by membership and period). */
export const membershipPeriodJob = defineJob<MembershipPeriodJob, AppDeps>({
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
      await deps.jobs.enqueue(
        deps.db,
        membershipPeriodJob,
        { subscriptionId: due.id, periodEnd, stage: 'renew' },
        { key: `circle-renew:${due.id}:${periodEnd}` },
      );
    }
    decided += 1;
  }
  for (const lapsing of await listLapsingSubscriptions(deps.db, now)) {
    const periodEnd = lapsing.currentPeriodEnd?.getTime();
    if (periodEnd === undefined) continue;
    await deps.jobs.enqueue(
      deps.db,
      membershipPeriodJob,
      { subscriptionId: lapsing.id, periodEnd, stage: 'lapse' },
      { key: `circle-lapse:${lapsing.id}:${periodEnd}` },
    );
    decided += 1;
  }
  return decided;
}

/** A membership checkout was paid or expired: settled in the webhook's own transaction. */
const settleCheckout = reactInTransaction<OtherCheckoutSettled, AppDeps>(otherCheckoutSettled, (tx, settled, { deps, jobs }) =>
  settleMembershipCheckout(tx, settled, { jobs, publicUrl: deps.config.publicUrl }),
);

/** Tells the provider whether a membership's subscription renews (after a member left): keyed by the change, retried until the provider has it. */
export const syncProviderCancellationJob = defineJob<{ subscriptionId: string }, AppDeps>({
  name: 'memberships.provider-cancellation',
  async run(job, { deps }) {
    await syncProviderCancellation(deps, job.subscriptionId);
  },
});

/** A paying member left: the renewal stops at the period's end here, in the leaving's transaction, and at the provider by a job. */
const stopOnLeaving = reactInTransaction<PaidMemberLeft, AppDeps>(paidMemberLeft, async (tx, left, { jobs }) => {
  const stopped = await stopPaidMembership(tx, jobs, left);
  if (stopped)
    await jobs.enqueue(tx, syncProviderCancellationJob, { subscriptionId: stopped.id }, { key: `circle-cancel:${stopped.id}:${stopped.updatedAt.getTime()}` });
});

/** The provider billed or ended a membership's subscription: settled in the webhook's own transaction. */
const settleSubscriptionChange = reactInTransaction<ProviderSubscriptionChange, AppDeps>(providerSubscriptionChanged, (tx, change, { deps, jobs, log }) =>
  settleProviderSubscriptionChange(tx, change, { jobs, log, publicUrl: deps.config.publicUrl, graceDays: deps.config.payments.membershipGraceDays }),
);

export const membershipJobs: ModuleJobs = {
  jobs: [membershipPeriodJob, syncProviderCancellationJob],
  reactions: [settleCheckout, stopOnLeaving, settleSubscriptionChange],
};
