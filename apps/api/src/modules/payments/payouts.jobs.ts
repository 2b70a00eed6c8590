import { payoutDue } from '@socials/domain';
import type { Tx } from '../../core/db';
import { defineJob, type JobQueue, type ModuleJobs } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { AppDeps } from '../../core/app-deps';
import { findDefaultPayoutAccount } from '../bank-accounts';
import type { PaymentDeps } from './payment-deps';
import {
  findLastPeriodEnd,
  findPayoutWithAccount,
  finishPendingPayout,
  insertPayoutOnce,
  listHostsWithSettledPayments,
  listPayoutsOfUser,
  lockPayoutsOfHost,
  recordPayoutSent,
} from './payouts.repo';
import { payoutTotalsIn, settledEarnings } from './sales.service';

/** A date as the payouts table keeps days: YYYY-MM-DD in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A sweep pays out what socials over by the start of its day (UTC) earned: the same day swept twice is the same payout. */
export function payoutCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Sends one payout through the provider, once (the payout's id is the idempotency key), and records the answer. */
export const sendPayoutJob = defineJob<{ payoutId: string }, AppDeps>({
  name: 'payments.send-payout',
  async run({ payoutId }, { db, deps, log }) {
    const found = await findPayoutWithAccount(db, payoutId);
    if (!found || found.payout.status !== 'PENDING') return;
    if (!deps.payments) throw new Error('Payments are switched off: the payout waits until they are on again');
    const { payout, account } = found;
    const outcome = await deps.payments.payOut({
      payoutId: payout.id,
      providerAccountId: account.providerAccountId,
      amountCents: payout.amountCents,
      currency: payout.currency,
    });
    if (outcome.status === 'paid') {
      await finishPendingPayout(db, payout.id, { status: 'PAID', providerPayoutId: outcome.providerPayoutId, arrivalDate: isoDay(outcome.arrivalDate) });
      return;
    }
    // On its way: the provider's payout.paid or payout.failed event settles it (payment-webhooks.ts).
    if (outcome.status === 'pending') {
      await recordPayoutSent(db, payout.id, { providerPayoutId: outcome.providerPayoutId, arrivalDate: isoDay(outcome.arrivalDate) });
      return;
    }
    // The money stays in the host's balance; the next sweep tries again with what is due then.
    log.warn({ payoutId: payout.id, message: outcome.message }, 'The payment provider refused a payout');
    await finishPendingPayout(db, payout.id, { status: 'FAILED', failureMessage: outcome.message });
  },
});

function enqueuePayout(tx: Tx, jobs: JobQueue, payoutId: string): Promise<void> {
  return jobs.enqueue(tx, sendPayoutJob, { payoutId }, { key: `payout:${payoutId}` });
}

/**
 * Under the host's lock: for each currency, the settled earnings not yet paid out (payoutDue) become
 * one PENDING payout to the host's default account in that currency, and its job. A currency with
 * no verified account stays in the balance. Returns how many payouts it made.
 */
async function payOutHost(tx: Tx, jobs: JobQueue, hostId: string, cutoff: Date, now: Date): Promise<number> {
  await lockPayoutsOfHost(tx, hostId);
  const [earned, payouts] = await Promise.all([settledEarnings(tx, hostId, cutoff), listPayoutsOfUser(tx, hostId)]);
  let made = 0;
  for (const [currency, settled] of earned) {
    const amountCents = payoutDue(settled, payoutTotalsIn(payouts, currency));
    const account = amountCents > 0 ? await findDefaultPayoutAccount(tx, hostId, currency) : null;
    if (!account) continue;
    const payout = await insertPayoutOnce(tx, {
      userId: hostId,
      bankAccountId: account.id,
      amountCents,
      currency,
      periodStart: await findLastPeriodEnd(tx, hostId, currency),
      periodEnd: isoDay(cutoff),
      createdAt: now,
      updatedAt: now,
    });
    if (!payout) continue;
    await enqueuePayout(tx, jobs, payout.id);
    made += 1;
  }
  return made;
}

/**
 * The daily payout sweep: every host whose socials are over gets what they earned and were not yet
 * paid. Safe on any number of instances and runs: each host is decided under a lock, a host has one
 * payout per currency and day (a unique key), and each payout is sent by one keyed job.
 */
export async function sweepPayouts(deps: PaymentDeps, now = new Date()): Promise<number> {
  if (!deps.payments) return 0;
  const cutoff = payoutCutoff(now);
  let made = 0;
  for (const hostId of await listHostsWithSettledPayments(deps.db, cutoff)) {
    made += await withTransaction(deps.db, (tx) => payOutHost(tx, deps.jobs, hostId, cutoff, now));
  }
  return made;
}

export const payoutJobs: ModuleJobs = { jobs: [sendPayoutJob] };
