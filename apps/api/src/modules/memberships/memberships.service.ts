import {
  addMembershipPeriod,
  formatCurrency,
  membershipPriceOf,
  type CircleMembershipCheckout,
  type CircleSubscription,
  type MembershipInterval,
  type MyCircleSubscription,
  type StartCircleMembershipBody,
  type UpdateCircleSubscriptionBody,
} from '@socials/domain';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { enqueueMail } from '../../core/mail';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import type { AppDeps, ServiceDeps } from '../../core/app-deps';
import { circleSummary, grantPaidAccess, isCircleMember, paidJoinFor, revokePaidAccess } from '../circles';
import type { PaymentProvider } from '../../core/payment-provider';
import { refundDuplicateCheckout, type OtherCheckoutSettled, type ProviderSubscriptionChange } from '../payments';
import { requireVerifiedEmail } from '../verification';
import {
  findLatestSubscription,
  findLiveSubscription,
  findSubscriber,
  findSubscription,
  hasChargeOfPayment,
  insertChargeOnce,
  insertOpenSubscription,
  lockSubscription,
  lockSubscriptionOfProvider,
  setSubscriptionCheckout,
  updateSubscription,
  type CircleSubscriptionRow,
} from './memberships.repo';
import { membershipsError } from './memberships.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a membership checkout may be paid. */
const CHECKOUT_MINUTES = 60;

const intervalWord = (interval: MembershipInterval) => (interval === 'MONTHLY' ? 'monthly' : 'yearly');
const day = (at: Date) => at.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function toCircleSubscription(row: CircleSubscriptionRow): CircleSubscription {
  return {
    id: row.id,
    interval: row.interval,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: row.graceEndsAt?.getTime() ?? null,
  };
}

function requireProvider(deps: ServiceDeps): PaymentProvider {
  if (!deps.payments) throw membershipsError('PAYMENTS_OFF', 'Payments are not set up on this site');
  return deps.payments;
}

const circlePath = (circle: { slug: string }) => `/circles/${encodeURIComponent(circle.slug)}`;

/** Where the test provider's page of a membership checkout lives. */
export const circleTestCheckoutPath = (sessionId: string) => `/api/circles/test-checkout/${encodeURIComponent(sessionId)}`;

function checkoutView(row: CircleSubscriptionRow): CircleMembershipCheckout {
  return {
    subscriptionId: row.id,
    checkoutUrl: row.checkoutUrl ?? '',
    expiresAt: row.checkoutExpiresAt.getTime(),
    amountCents: row.amountCents,
    currency: row.currency,
    interval: row.interval,
  };
}

/**
 * The caller's membership checkout for the circle: one live row per user and circle (a unique
 * index), so a repeated or concurrent request finds the open checkout of the same interval and
 * gets its address. An open checkout of another interval, or one past its time, is ended first.
 */
async function openSubscriptionRow(
  deps: ServiceDeps,
  provider: PaymentProvider,
  viewer: Caller,
  circleId: string,
  interval: MembershipInterval,
  amountCents: number,
  currency: string,
  ref: string | undefined,
  now: Date,
) {
  for (let tries = 0; tries < 3; tries += 1) {
    const live = await findLiveSubscription(deps.db, circleId, viewer.userId);
    if (live && live.status !== 'OPEN') throw membershipsError('ALREADY_A_CIRCLE_MEMBER', 'You already pay for a membership of this circle');
    if (live && live.interval === interval && live.checkoutExpiresAt > now) return live;
    if (live) {
      if (live.providerSessionId && !(await provider.expireCheckout(live.providerSessionId))) {
        throw membershipsError('CHECKOUT_PAID', 'Your earlier checkout was just paid: your membership is being confirmed');
      }
      await withTransaction(deps.db, async (tx) => {
        const locked = await lockSubscription(tx, live.id);
        if (locked?.status === 'OPEN') await updateSubscription(tx, live.id, { status: 'EXPIRED' }, now);
      });
      continue;
    }
    const created = await insertOpenSubscription(deps.db, {
      circleId,
      userId: viewer.userId,
      interval,
      amountCents,
      currency,
      referralCode: ref ?? null,
      checkoutExpiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    if (created) return created;
  }
  throw membershipsError('CHECKOUT_PAID', 'Your membership checkout changed meanwhile: try again');
}

/**
 * POST /payments/circles/{id}/payment-sessions: a paid membership's checkout through the payment
 * provider (Stripe Checkout in subscription mode, or the test provider's page). The membership
 * starts when the provider's webhook says it is paid (settleMembershipCheckout), never from the browser.
 */
export async function startMembershipCheckout(
  deps: ServiceDeps,
  viewer: Caller,
  circleId: string,
  body: StartCircleMembershipBody,
  now = new Date(),
): Promise<CircleMembershipCheckout> {
  const provider = requireProvider(deps);
  const { circle, price, outcome } = await paidJoinFor(deps.db, viewer, circleId);
  if (!price) {
    throw membershipsError('CIRCLE_MEMBERSHIP_FREE', 'This circle is free to join: join it without paying', {
      fieldErrors: [{ field: 'params.id', message: 'A free circle' }],
    });
  }
  const amountCents = membershipPriceOf(price, body.interval);
  if (amountCents === null) {
    const message = `This circle has no ${intervalWord(body.interval)} price`;
    throw membershipsError('INVALID_CIRCLE', message, { fieldErrors: [{ field: 'body.interval', message }] });
  }
  if (outcome === 'ALREADY' && (await isCircleMember(deps.db, circleId, viewer.userId)))
    throw membershipsError('ALREADY_A_CIRCLE_MEMBER', 'You are already a member of this circle');
  if (outcome === 'REFUSED') throw membershipsError('CIRCLE_INVITE_ONLY', 'This circle takes new members by invitation only');
  if (outcome !== 'ACTIVE') throw membershipsError('CIRCLE_JOIN_BY_REQUEST', 'The hosts of this circle let new members in: ask to join first');
  await requireVerifiedEmail(deps.db, viewer.userId, circle.requiredVerifiedEmail, 'join this circle');

  const row = await openSubscriptionRow(deps, provider, viewer, circleId, body.interval, amountCents, price.currency, body.ref, now);
  if (row.checkoutUrl) return checkoutView(row);
  return openProviderCheckout(deps, provider, circle, row);
}

async function openProviderCheckout(
  deps: ServiceDeps,
  provider: PaymentProvider,
  circle: { slug: string; name: string },
  row: CircleSubscriptionRow,
): Promise<CircleMembershipCheckout> {
  const subscriber = await findSubscriber(deps.db, row.userId);
  const back = `${deps.config.publicUrl}${circlePath(circle)}`;
  let created;
  try {
    created = await provider.createCheckout({
      paymentId: row.id,
      currency: row.currency,
      lines: [{ name: `Membership of ${circle.name} (${intervalWord(row.interval)})`, amountCents: row.amountCents }],
      customerEmail: subscriber?.email ?? '',
      expiresAt: row.checkoutExpiresAt,
      successUrl: `${back}?membership=success`,
      cancelUrl: `${back}?membership=cancelled`,
      recurring: { interval: row.interval === 'MONTHLY' ? 'month' : 'year' },
    });
  } catch (err) {
    deps.log.error({ err, subscriptionId: row.id }, 'The payment provider could not open a membership checkout');
    await updateSubscription(deps.db, row.id, { status: 'EXPIRED' }, new Date());
    throw membershipsError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not open a checkout: try again in a moment');
  }
  // The test provider's page for a social payment reads the payments table: a membership has its own.
  const url = provider.name === 'TEST' ? `${deps.config.publicUrl}${circleTestCheckoutPath(created.sessionId)}` : created.url;
  await setSubscriptionCheckout(deps.db, row.id, { provider: provider.name, sessionId: created.sessionId, url });
  // A concurrent request may have recorded its own session first: everyone gets the one recorded.
  const stored = await findSubscription(deps.db, row.id);
  return checkoutView(stored ?? { ...row, checkoutUrl: url });
}

/** Mails the member, in the transaction that changed their membership. */
async function mailMember(
  tx: DbOrTx,
  jobs: JobQueue,
  row: CircleSubscriptionRow,
  subject: (circle: string) => string,
  lines: (circle: string) => string[],
): Promise<void> {
  const [member, circle] = await Promise.all([findSubscriber(tx, row.userId), circleSummary(tx, row.circleId)]);
  if (!member || !circle) return;
  const name = circle.name;
  await enqueueMail(tx, jobs, [{ to: member.email, subject: subject(name), text: [`Hi ${member.firstName ?? 'there'},`, '', ...lines(name)].join('\n') }]);
}

/**
 * A membership is over: the member leaves the circle at once and, when `why` is given, is told why
 * (a cancellation they chose at the period's end needs no mail).
 */
async function endMembership(
  tx: DbOrTx,
  jobs: JobQueue,
  subscriptionId: string,
  status: 'ENDED' | 'LAPSED',
  now: Date,
  why?: (circle: string) => string,
): Promise<void> {
  const ended = await updateSubscription(tx, subscriptionId, { status }, now);
  await revokePaidAccess(tx, ended.circleId, ended.userId);
  if (!why) return;
  await mailMember(
    tx,
    jobs,
    ended,
    (name) => `Your membership of ${name} has ended`,
    (name) => [`${why(name)} Join again from the circle’s page whenever you like.`],
  );
}

function mailReceipt(tx: DbOrTx, jobs: JobQueue, publicUrl: string, row: CircleSubscriptionRow, chargeRef: string | null, paidAt: Date): Promise<void> {
  return mailMember(
    tx,
    jobs,
    row,
    (name) => `Your receipt for your membership of ${name}`,
    (name) =>
      [
        `Thank you: your ${intervalWord(row.interval)} membership of ${name} is paid.`,
        '',
        `Amount: ${formatCurrency(row.amountCents)} (${row.currency.toUpperCase()})`,
        `Paid on: ${day(paidAt)}`,
        row.currentPeriodEnd ? `Paid until: ${day(row.currentPeriodEnd)}${row.cancelAtPeriodEnd ? '' : ', then it renews'}` : '',
        `Reference: ${chargeRef ?? row.id}`,
        '',
        `Manage your membership on the circle's page: ${publicUrl}/circles/${row.circleId}`,
      ].filter((line, i, all) => line !== '' || all[i - 1] !== ''),
  );
}

/**
 * The provider settled a membership checkout (in the webhook's transaction, so a redelivered event
 * changes nothing). Paid: the membership is ACTIVE for its first period, the member is in the
 * circle, the referral is credited and the receipt is mailed. Expired: the checkout ends.
 */
export async function settleMembershipCheckout(
  tx: DbOrTx,
  settled: OtherCheckoutSettled,
  context: { jobs: JobQueue; publicUrl: string },
  now = new Date(),
): Promise<void> {
  if (!UUID.test(settled.checkoutId)) return;
  const row = await lockSubscription(tx, settled.checkoutId);
  if (!row) return;
  if (settled.outcome === 'expired') {
    if (row.status === 'OPEN') await updateSubscription(tx, row.id, { status: 'EXPIRED' }, now);
    return;
  }
  if ((row.status !== 'OPEN' && row.status !== 'EXPIRED') || settled.amountCents !== row.amountCents) return;
  // Paid after a newer checkout of the same member replaced it. The newer one paid too stands, and
  // this payment goes back. The newer one still unpaid ends instead: this payment came first.
  const live = await findLiveSubscription(tx, row.circleId, row.userId);
  const other = live && live.id !== row.id ? await lockSubscription(tx, live.id) : null;
  if ((other?.status === 'ACTIVE' || other?.status === 'PAST_DUE') && settled.providerPaymentId) {
    await refundSecondMembership(tx, context.jobs, row, { ...settled, providerPaymentId: settled.providerPaymentId }, now);
    return;
  }
  if (other?.status === 'OPEN') await updateSubscription(tx, other.id, { status: 'EXPIRED' }, now);
  const periodEnd = new Date(addMembershipPeriod(now.getTime(), row.interval));
  const active = await updateSubscription(
    tx,
    row.id,
    { status: 'ACTIVE', currentPeriodEnd: periodEnd, graceEndsAt: null, providerSubscriptionId: settled.providerSubscriptionId ?? null },
    now,
  );
  await insertChargeOnce(tx, {
    subscriptionId: row.id,
    periodEnd,
    amountCents: row.amountCents,
    currency: row.currency,
    status: 'PAID',
    providerPaymentId: settled.providerPaymentId,
  });
  await grantPaidAccess(tx, active.circleId, active.userId, active.referralCode);
  await mailReceipt(tx, context.jobs, context.publicUrl, active, settled.providerPaymentId, now);
}

/**
 * A membership paid for twice: this checkout's payment goes back in full by a keyed job (once,
 * however often the payment is reported), which first cancels the subscription the checkout started
 * at once, so it is never billed; the member is told. The row stays EXPIRED and names that
 * subscription, so the provider's later word about it changes no membership.
 */
async function refundSecondMembership(
  tx: DbOrTx,
  jobs: JobQueue,
  row: CircleSubscriptionRow,
  settled: OtherCheckoutSettled & { providerPaymentId: string },
  now: Date,
): Promise<void> {
  await updateSubscription(tx, row.id, { providerSubscriptionId: settled.providerSubscriptionId ?? null }, now);
  const circle = await circleSummary(tx, row.circleId);
  await refundDuplicateCheckout(tx, jobs, {
    checkoutId: row.id,
    providerPaymentId: settled.providerPaymentId,
    providerInvoiceId: settled.providerInvoiceId ?? null,
    providerSubscriptionId: settled.providerSubscriptionId ?? null,
    amountCents: row.amountCents,
    payerId: row.userId,
    item: `a membership of ${circle?.name ?? 'this circle'}`,
    why: 'You already have a membership of this circle',
  });
}

/** GET /circles/{id}/subscription: the caller's latest paid membership of the circle. */
export async function getMySubscription(deps: ServiceDeps, viewer: Caller, circleId: string): Promise<MyCircleSubscription> {
  await paidJoinFor(deps.db, viewer, circleId);
  const row = await findLatestSubscription(deps.db, circleId, viewer.userId);
  return { subscription: row ? toCircleSubscription(row) : null };
}

/**
 * PATCH /circles/{id}/subscription: the member cancels at the end of the paid period (access lasts
 * until then and nothing more is charged) or takes the cancellation back before it ends.
 */
export async function updateMySubscription(
  deps: ServiceDeps,
  viewer: Caller,
  circleId: string,
  body: UpdateCircleSubscriptionBody,
  now = new Date(),
): Promise<MyCircleSubscription> {
  await paidJoinFor(deps.db, viewer, circleId);
  const live = await findLatestSubscription(deps.db, circleId, viewer.userId);
  if (!live) throw membershipsError('CIRCLE_SUBSCRIPTION_NOT_FOUND', 'You have no paid membership of this circle');
  if (live.status !== 'ACTIVE') throw membershipsError('CIRCLE_SUBSCRIPTION_NOT_ACTIVE', 'Your paid membership of this circle is not running');
  if (live.cancelAtPeriodEnd === body.cancelAtPeriodEnd) return { subscription: toCircleSubscription(live) };
  if (live.providerSubscriptionId && deps.payments) {
    try {
      await deps.payments.setCancelAtPeriodEnd(live.providerSubscriptionId, body.cancelAtPeriodEnd);
    } catch (err) {
      deps.log.error({ err, subscriptionId: live.id }, 'The payment provider could not change a subscription');
      throw membershipsError('PAYMENT_PROVIDER_FAILED', 'The payment provider could not change your membership: try again in a moment');
    }
  }
  const updated = await withTransaction(deps.db, async (tx) => {
    const row = await lockSubscription(tx, live.id);
    if (!row || row.status !== 'ACTIVE') throw membershipsError('CIRCLE_SUBSCRIPTION_NOT_ACTIVE', 'You have no paid membership of this circle running');
    return changeCancelAtPeriodEnd(tx, deps.jobs, row, body.cancelAtPeriodEnd, now);
  });
  return { subscription: toCircleSubscription(updated) };
}

/** Stops (or resumes) the renewal at the period's end; a member who stops it is told until when it stays theirs. */
async function changeCancelAtPeriodEnd(tx: DbOrTx, jobs: JobQueue, row: CircleSubscriptionRow, cancel: boolean, now: Date): Promise<CircleSubscriptionRow> {
  const changed = await updateSubscription(tx, row.id, { cancelAtPeriodEnd: cancel }, now);
  if (cancel && changed.currentPeriodEnd) {
    const ends = changed.currentPeriodEnd;
    await mailMember(
      tx,
      jobs,
      changed,
      (name) => `Your membership of ${name} ends on ${day(ends)}`,
      (name) => [
        `Your membership of ${name} is cancelled: it stays yours until ${day(ends)} and nothing more is charged.`,
        'Changed your mind? Keep it on the circle’s page before then.',
      ],
    );
  }
  return changed;
}

/**
 * A paying member left the circle (or a host removed them), in the transaction that did it: the
 * membership stops renewing and lasts until the end of the paid period. Returns the membership
 * whose provider subscription must be told (by a keyed job), or null when nothing changed.
 */
export async function stopPaidMembership(
  tx: DbOrTx,
  jobs: JobQueue,
  left: { circleId: string; userId: string },
  now = new Date(),
): Promise<CircleSubscriptionRow | null> {
  const live = await findLiveSubscription(tx, left.circleId, left.userId);
  const row = live ? await lockSubscription(tx, live.id) : null;
  if (!row || (row.status !== 'ACTIVE' && row.status !== 'PAST_DUE') || row.cancelAtPeriodEnd) return null;
  const changed = await changeCancelAtPeriodEnd(tx, jobs, row, true, now);
  return changed.providerSubscriptionId ? changed : null;
}

/** Tells the provider whether the subscription renews, as the membership says now (so a retried or late job sends the latest word). */
export async function syncProviderCancellation(deps: AppDeps, subscriptionId: string): Promise<void> {
  const row = await findSubscription(deps.db, subscriptionId);
  if (!row?.providerSubscriptionId || !deps.payments || (row.status !== 'ACTIVE' && row.status !== 'PAST_DUE')) return;
  await deps.payments.setCancelAtPeriodEnd(row.providerSubscriptionId, row.cancelAtPeriodEnd);
}

/** What settling a provider's subscription event needs besides the transaction. */
export interface SubscriptionEventContext {
  jobs: JobQueue;
  publicUrl: string;
  graceDays: number;
  log: Logger;
}

/**
 * The provider billed or ended a membership's subscription (in the webhook's transaction, so a
 * redelivered event changes nothing). invoice.paid: the period runs to the invoice's end, recorded
 * once per invoice (the renewal sweep may have read the same invoice first) with its receipt.
 * invoice.payment_failed: PAST_DUE, access through the grace period after the paid one (Stripe
 * keeps retrying meanwhile; the sweep lapses it after). customer.subscription.deleted: ended at
 * once, unless the period is still paid for, then at its end. A subscription no membership has is
 * ignored (and answered 200, or Stripe would retry it for days) but logged.
 */
export async function settleProviderSubscriptionChange(
  tx: DbOrTx,
  change: ProviderSubscriptionChange,
  context: SubscriptionEventContext,
  now = new Date(),
): Promise<void> {
  const row = await lockSubscriptionOfProvider(tx, change.providerSubscriptionId);
  if (!row) {
    context.log.warn({ providerSubscriptionId: change.providerSubscriptionId, kind: change.kind }, 'A subscription event for no membership of ours: ignored');
    return;
  }
  if (row.status !== 'ACTIVE' && row.status !== 'PAST_DUE') return;
  if (change.kind === 'paid') {
    if (await hasChargeOfPayment(tx, row.id, change.invoiceId)) return;
    if (row.currentPeriodEnd && change.periodEnd <= row.currentPeriodEnd.getTime()) return;
    const periodEnd = new Date(change.periodEnd);
    const renewed = await updateSubscription(tx, row.id, { status: 'ACTIVE', currentPeriodEnd: periodEnd, graceEndsAt: null }, now);
    const charge = {
      subscriptionId: row.id,
      periodEnd,
      amountCents: change.amountCents ?? row.amountCents,
      currency: row.currency,
      status: 'PAID' as const,
      providerPaymentId: change.invoiceId,
    };
    if (await insertChargeOnce(tx, charge)) await mailReceipt(tx, context.jobs, context.publicUrl, renewed, change.invoiceId, now);
    return;
  }
  if (change.kind === 'payment-failed') {
    if (row.status === 'ACTIVE') await markPastDue(tx, context, row, change.message, now);
    return;
  }
  if (row.status === 'ACTIVE' && row.currentPeriodEnd && row.currentPeriodEnd > now) {
    if (!row.cancelAtPeriodEnd) await updateSubscription(tx, row.id, { cancelAtPeriodEnd: true }, now);
    return;
  }
  await endMembership(
    tx,
    context.jobs,
    row.id,
    'ENDED',
    now,
    (name) => `Your membership of ${name} has ended: its subscription with the payment provider is over.`,
  );
}

/** A renewal was not paid: PAST_DUE until the grace period after the paid one ends, the failed charge recorded once, the member told. */
async function markPastDue(tx: DbOrTx, context: { jobs: JobQueue; graceDays: number }, row: CircleSubscriptionRow, message: string, now: Date): Promise<void> {
  const paidUntil = (row.currentPeriodEnd ?? now).getTime();
  const graceEndsAt = new Date(paidUntil + context.graceDays * 86_400_000);
  const pastDue = await updateSubscription(tx, row.id, { status: 'PAST_DUE', graceEndsAt }, now);
  const nextPeriodEnd = new Date(addMembershipPeriod(paidUntil, row.interval));
  await insertChargeOnce(tx, {
    subscriptionId: row.id,
    periodEnd: nextPeriodEnd,
    amountCents: row.amountCents,
    currency: row.currency,
    status: 'FAILED',
    failureMessage: message.slice(0, 500),
  });
  await mailMember(
    tx,
    context.jobs,
    pastDue,
    (name) => `Your membership of ${name} could not be renewed`,
    (name) => [
      `We could not charge ${formatCurrency(row.amountCents)} for your membership of ${name}: ${message}.`,
      `You keep access until ${day(graceEndsAt)}. Update your card with the payment provider before then, or the membership ends.`,
    ],
  );
}

/** One period of a membership to decide: renew it (its end passed) or, after a failed renewal, lapse it (the grace period passed). */
export interface MembershipPeriodJob {
  subscriptionId: string;
  /** The end of the period the job is about, epoch ms: the job's key, so each period is decided once. */
  periodEnd: number;
  stage: 'renew' | 'lapse';
}

/**
 * Decides one period of a membership (a keyed job): asks the provider whether the next period is
 * paid, then, under the membership's lock and only if it is still in the state the job was made
 * for, extends it (and mails the receipt), makes it PAST_DUE for the grace period, or, at the end
 * of the grace period, LAPSED: the member leaves the circle at once. A member who left the
 * circle meanwhile is not charged again.
 */
export async function decideMembershipPeriod(deps: ServiceDeps, job: MembershipPeriodJob): Promise<void> {
  const row = await findSubscription(deps.db, job.subscriptionId);
  const expected = job.stage === 'renew' ? 'ACTIVE' : 'PAST_DUE';
  if (!row || row.status !== expected || row.currentPeriodEnd?.getTime() !== job.periodEnd) return;
  const periodEnd = row.currentPeriodEnd;
  const stillMember = await isCircleMember(deps.db, row.circleId, row.userId);
  const subscriber = await findSubscriber(deps.db, row.userId);
  const provider = requireProvider(deps);
  const outcome =
    !stillMember || !subscriber
      ? ({ status: 'left' } as const)
      : await provider.renewSubscription({
          renewalKey: `${row.id}:${periodEnd.toISOString()}`,
          providerSubscriptionId: row.providerSubscriptionId,
          amountCents: row.amountCents,
          currency: row.currency,
          customerEmail: subscriber.email,
          periodEnd,
        });
  // The provider has not billed yet (Stripe bills about an hour after the period ends): asked again with the job's retries.
  if (outcome.status === 'pending' && job.stage === 'renew') throw new Error(`The renewal of membership ${row.id} is not decided yet`);

  await withTransaction(deps.db, async (tx) => {
    const locked = await lockSubscription(tx, row.id);
    if (!locked || locked.status !== expected || locked.currentPeriodEnd?.getTime() !== job.periodEnd) return;
    const now = new Date();
    if (outcome.status === 'paid') {
      const next = new Date(addMembershipPeriod(job.periodEnd, locked.interval));
      const renewed = await updateSubscription(tx, locked.id, { status: 'ACTIVE', currentPeriodEnd: next, graceEndsAt: null }, now);
      if (
        await insertChargeOnce(tx, {
          subscriptionId: locked.id,
          periodEnd: next,
          amountCents: locked.amountCents,
          currency: locked.currency,
          status: 'PAID',
          providerPaymentId: outcome.providerPaymentId,
        })
      ) {
        await mailReceipt(tx, deps.jobs, deps.config.publicUrl, renewed, outcome.providerPaymentId, now);
      }
      return;
    }
    if (outcome.status === 'left') {
      await updateSubscription(tx, locked.id, { status: 'ENDED' }, now);
      return;
    }
    if (job.stage === 'renew' && outcome.status === 'failed') {
      await markPastDue(tx, { jobs: deps.jobs, graceDays: deps.config.payments.membershipGraceDays }, locked, outcome.message, now);
      return;
    }
    await endMembership(tx, deps.jobs, locked.id, 'LAPSED', now, (name) => `Your membership of ${name} was not paid and has ended.`);
  });
}

/** A cancelled membership whose last period is over ends, without a charge; the member leaves the circle. */
export async function endCancelledMembership(deps: ServiceDeps, subscriptionId: string, now: Date): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockSubscription(tx, subscriptionId);
    if (!row || row.status !== 'ACTIVE' || !row.cancelAtPeriodEnd || !row.currentPeriodEnd || row.currentPeriodEnd > now) return;
    await endMembership(tx, deps.jobs, row.id, 'ENDED', now);
  });
}
