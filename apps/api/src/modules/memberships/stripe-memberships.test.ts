import type { Circle, CircleMemberPage, CircleMembershipCheckout, MyCircleSubscription, Social } from '@socials/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, createSocial, DAY, MINUTE, type TestUser } from '../../test/kit';
import { deliverEvent } from '../../test/payments-kit';
import { isCircleMember } from '../circles';
import { sweepCircleMemberships } from './memberships.jobs';
import { listCharges } from './memberships.repo';

// Against Stripe's API (a faithful fake on localhost) and Stripe's webhooks, signed as Stripe signs them.
const stripe = await startFakeStripe();
stripe.distinctSessions = true;
afterAll(() => stripe.close());

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Stripe's event about a renewal invoice of `subscription` (API version with invoice.parent), its lines paying until `paidUntil`. */
function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscription: string,
  invoiceId: string,
  paidUntil: number,
  eventId = `evt_${type}_${invoiceId}`,
) {
  return {
    id: eventId,
    type,
    object: {
      id: invoiceId,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: type === 'invoice.paid' ? 1500 : 0,
      status: type === 'invoice.paid' ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
      lines: {
        object: 'list',
        data: [{ id: `il_${invoiceId}`, object: 'line_item', period: { start: seconds(paidUntil - 30 * DAY), end: seconds(paidUntil) } }],
      },
    },
  };
}

function subscriptionDeletedEvent(subscription: string) {
  return {
    id: `evt_deleted_${subscription}`,
    type: 'customer.subscription.deleted',
    object: { id: subscription, object: 'subscription', status: 'canceled', cancel_at_period_end: false },
  };
}

/** Paid circle memberships that Stripe renews: its invoice and subscription webhooks, and leaving. */
describeOnEachDatabase(
  'paid circle memberships on Stripe',
  (h) => {
    let owner: TestUser;
    let circle: Circle;
    let membersOnly: Social;
    const { send, ok } = apiCalls(h);

    const mine = async (user: TestUser) => (await ok<MyCircleSubscription>('GET', `/circles/${circle.id}/subscription`, user)).subscription!;
    const seesMembersOnlySocial = async (user: TestUser) => (await send('GET', `/socials/${membersOnly.id}`, user)).statusCode === 200;
    const mailTo = async (email: string, subject: string) => (await h().outbox(email)).filter((mail) => mail.subject.includes(subject));
    const deliver = async (event: Parameters<typeof deliverEvent>[1]) => {
      const res = await deliverEvent(h(), event);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { received: true; duplicate: boolean };
    };
    const sweepAt = async (now: number) => {
      await sweepCircleMemberships({ ...h().services, log: h().app.log }, new Date(now));
      await h().services.jobs.drain();
    };
    /** Stripe's subscription of this database's run (the fake serves both runs of the file). */
    const subId = (name: string) => `sub_${h().kind}_${name}`;

    /** A member who paid on Stripe Checkout: the membership is ACTIVE and Stripe renews it as subscription `sub`. */
    async function payingMember(email: string, sub: string): Promise<{ user: TestUser; subscriptionId: string; periodEnd: number }> {
      const user = await h().signIn(email, { firstName: email.split(/[@+]/)[0] });
      const checkout = await ok<CircleMembershipCheckout>('POST', `/payments/circles/${circle.id}/payment-sessions`, user, { interval: 'MONTHLY' });
      expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const { subscriptionId } = checkout;
      await deliver({
        type: 'checkout.session.completed',
        object: {
          id: `cs_${subscriptionId}`,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: subscriptionId,
          metadata: { paymentId: subscriptionId },
          payment_status: 'paid',
          amount_total: 1500,
          subscription: sub,
        },
      });
      const active = await mine(user);
      expect(active).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
      stripe.subscriptions.set(sub, {
        status: 'active',
        currentPeriodEnd: seconds(active.currentPeriodEnd!),
        cancelAtPeriodEnd: false,
        latestInvoice: `in_first_${sub}`,
      });
      return { user, subscriptionId, periodEnd: active.currentPeriodEnd! };
    }

    beforeAll(async () => {
      owner = await h().signIn('stripe-circle-owner@example.com', { firstName: 'Ola' });
      circle = await ok<Circle>('POST', '/circles', owner, {
        name: 'Stripe Owls',
        visibility: 'PUBLIC',
        membershipPrice: { monthlyCents: 1500, yearlyCents: 15000 },
      });
      membersOnly = await createSocial(h(), owner, { circleId: circle.id, communityOnly: true });
    });

    it('extends the period to the end of a paid renewal invoice, once however often Stripe delivers it', async () => {
      const sub = subId('renewed');
      const { user, subscriptionId, periodEnd } = await payingMember('stripe-ada@example.com', sub);
      const nextEnd = seconds(periodEnd + 30 * DAY) * 1000;

      // The first invoice is the checkout's, which checkout.session.completed already settled.
      const first = invoiceEvent('invoice.paid', sub, `in_first_${sub}`, periodEnd + MINUTE);
      await deliver({ ...first, object: { ...first.object, billing_reason: 'subscription_create' } });
      expect((await mine(user)).currentPeriodEnd).toBe(periodEnd);

      const renewal = invoiceEvent('invoice.paid', sub, `in_2_${sub}`, nextEnd);
      expect((await deliver(renewal)).duplicate).toBe(false);
      expect(await mine(user)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: nextEnd, graceEndsAt: null });
      // Redelivered, and the same invoice in another event: nothing more.
      expect((await deliver(renewal)).duplicate).toBe(true);
      expect((await deliver({ ...renewal, id: `evt_again_${sub}` })).duplicate).toBe(false);
      expect(await mine(user)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: nextEnd });
      expect((await listCharges(h().db, subscriptionId)).map((charge) => [charge.status, charge.providerPaymentId])).toEqual([
        ['PAID', `cs_${subscriptionId}`],
        ['PAID', `in_2_${sub}`],
      ]);
      expect(await mailTo('stripe-ada@example.com', 'Your receipt')).toHaveLength(2);
      // The sweep at our old period end has nothing to renew: Stripe already did.
      await sweepAt(periodEnd + MINUTE);
      expect(stripe.calls.filter((call) => call.path.startsWith(`/v1/subscriptions/${sub}`))).toHaveLength(0);
      expect(await seesMembersOnlySocial(user)).toBe(true);
    });

    it('makes a membership past due when a renewal fails: the member is told once, keeps access through the grace period, and a later payment restores it', async () => {
      const sub = subId('declined');
      const { user, periodEnd } = await payingMember('stripe-bo@example.com', sub);
      const failed = invoiceEvent('invoice.payment_failed', sub, `in_2_${sub}`, periodEnd + 30 * DAY);
      expect((await deliver(failed)).duplicate).toBe(false);
      const graceEndsAt = periodEnd + h().config.payments.membershipGraceDays * DAY;
      expect(await mine(user)).toMatchObject({ status: 'PAST_DUE', currentPeriodEnd: periodEnd, graceEndsAt });
      // Redelivered, and Stripe's next retry failing too: one mail.
      expect((await deliver(failed)).duplicate).toBe(true);
      await deliver({ ...failed, id: `evt_retry_${sub}` });
      const told = await mailTo('stripe-bo@example.com', 'could not be renewed');
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toContain('You keep access until');
      const members = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members`, owner);
      expect(members.data.find((m) => m.user.id === user.userId)?.subscription).toMatchObject({
        interval: 'MONTHLY',
        amountCents: 1500,
        currency: 'usd',
        status: 'PAST_DUE',
        currentPeriodEnd: periodEnd,
      });

      stripe.subscriptions.set(sub, { status: 'past_due', currentPeriodEnd: seconds(periodEnd), cancelAtPeriodEnd: false, latestInvoice: `in_2_${sub}` });
      await sweepAt(graceEndsAt - MINUTE);
      expect((await mine(user)).status).toBe('PAST_DUE');
      expect(await seesMembersOnlySocial(user)).toBe(true);

      // Stripe's retry went through after all.
      const nextEnd = seconds(periodEnd + 30 * DAY) * 1000;
      await deliver(invoiceEvent('invoice.paid', sub, `in_2_${sub}`, nextEnd));
      expect(await mine(user)).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: nextEnd, graceEndsAt: null });
    });

    it('lapses a past-due membership whose grace period ends unpaid', async () => {
      const sub = subId('lapsed');
      const { user, periodEnd } = await payingMember('stripe-cy@example.com', sub);
      await deliver(invoiceEvent('invoice.payment_failed', sub, `in_2_${sub}`, periodEnd + 30 * DAY));
      stripe.subscriptions.set(sub, { status: 'past_due', currentPeriodEnd: seconds(periodEnd), cancelAtPeriodEnd: false, latestInvoice: `in_2_${sub}` });
      await sweepAt((await mine(user)).graceEndsAt! + MINUTE);
      expect((await mine(user)).status).toBe('LAPSED');
      expect(await seesMembersOnlySocial(user)).toBe(false);
    });

    it('ends a membership when Stripe deletes its subscription: at once when unpaid, at the period end when paid through', async () => {
      const unpaid = subId('deleted-unpaid');
      const di = await payingMember('stripe-di@example.com', unpaid);
      await deliver(invoiceEvent('invoice.payment_failed', unpaid, `in_2_${unpaid}`, di.periodEnd + 30 * DAY));
      expect((await deliver(subscriptionDeletedEvent(unpaid))).duplicate).toBe(false);
      expect((await mine(di.user)).status).toBe('ENDED');
      expect(await isCircleMember(h().db, circle.id, di.user.userId)).toBe(false);
      expect(await seesMembersOnlySocial(di.user)).toBe(false);
      expect(await mailTo('stripe-di@example.com', 'has ended')).toHaveLength(1);
      expect((await deliver(subscriptionDeletedEvent(unpaid))).duplicate).toBe(true);
      expect(await mailTo('stripe-di@example.com', 'has ended')).toHaveLength(1);

      const paid = subId('deleted-paid');
      const ed = await payingMember('stripe-ed@example.com', paid);
      await deliver(subscriptionDeletedEvent(paid));
      expect(await mine(ed.user)).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, currentPeriodEnd: ed.periodEnd });
      expect(await seesMembersOnlySocial(ed.user)).toBe(true);
      await sweepAt(ed.periodEnd + MINUTE);
      expect((await mine(ed.user)).status).toBe('ENDED');
      expect(await seesMembersOnlySocial(ed.user)).toBe(false);
    });

    it('answers 200 to events about subscriptions it does not know and changes nothing', async () => {
      const before = await listCharges(h().db, '00000000-0000-4000-8000-000000000000');
      expect(before).toHaveLength(0);
      expect((await deliver(invoiceEvent('invoice.paid', 'sub_unknown', `in_unknown_${h().kind}`, Date.now() + 30 * DAY))).duplicate).toBe(false);
      expect((await deliver(invoiceEvent('invoice.payment_failed', 'sub_unknown', `in_unknown_failed_${h().kind}`, Date.now() + 30 * DAY))).duplicate).toBe(
        false,
      );
      expect((await deliver(subscriptionDeletedEvent(`sub_unknown_${h().kind}`))).duplicate).toBe(false);
      // Still verified like every webhook: a wrong signature changes nothing.
      const forged = await deliverEvent(h(), subscriptionDeletedEvent(subId('renewed')), 'whsec_wrong');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ fieldErrors: [{ field: 'headers.stripe-signature' }] });
    });

    it('lets a paying member leave: Stripe is told once to cancel at the period end, access lasts until then, and rejoining before it resumes the subscription', async () => {
      const sub = subId('leaving');
      const { user, periodEnd } = await payingMember('stripe-fa@example.com', sub);
      const updates = () =>
        stripe.calls.filter((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${sub}`).map((call) => call.form.get('cancel_at_period_end'));

      expect((await send('DELETE', `/circles/${circle.id}/members`, user)).statusCode).toBe(200);
      expect((await send('DELETE', `/circles/${circle.id}/members`, user)).statusCode).toBe(200);
      expect(updates()).toEqual(['true']);
      expect(stripe.subscriptions.get(sub)?.cancelAtPeriodEnd).toBe(true);
      expect(await mine(user)).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd });
      expect(await isCircleMember(h().db, circle.id, user.userId)).toBe(true);
      expect(await seesMembersOnlySocial(user)).toBe(true);
      expect(await mailTo('stripe-fa@example.com', 'ends on')).toHaveLength(1);
      const members = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members`, owner);
      expect(members.data.find((m) => m.user.id === user.userId)?.subscription).toEqual({
        interval: 'MONTHLY',
        amountCents: 1500,
        currency: 'usd',
        status: 'ACTIVE',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: true,
      });

      // Back before the end: the subscription renews again.
      await ok('PATCH', `/circles/${circle.id}/subscription`, user, { cancelAtPeriodEnd: false });
      expect(updates()).toEqual(['true', 'false']);
      expect(stripe.subscriptions.get(sub)?.cancelAtPeriodEnd).toBe(false);

      // Gone for good: access until the paid period ends, then none, and nothing more charged.
      expect((await send('DELETE', `/circles/${circle.id}/members`, user)).statusCode).toBe(200);
      expect(updates()).toEqual(['true', 'false', 'true']);
      await sweepAt(periodEnd - MINUTE);
      expect(await seesMembersOnlySocial(user)).toBe(true);
      await sweepAt(periodEnd + MINUTE);
      expect((await mine(user)).status).toBe('ENDED');
      expect(await seesMembersOnlySocial(user)).toBe(false);
      expect(await isCircleMember(h().db, circle.id, user.userId)).toBe(false);
    });

    it('stops the payments of a member a host removes, who goes at once', async () => {
      const sub = subId('removed');
      const { user } = await payingMember('stripe-gil@example.com', sub);
      expect((await send('DELETE', `/circles/${circle.id}/members?userId=${user.userId}`, owner)).statusCode).toBe(200);
      expect(await isCircleMember(h().db, circle.id, user.userId)).toBe(false);
      expect(stripe.subscriptions.get(sub)?.cancelAtPeriodEnd).toBe(true);
      expect(await mine(user)).toMatchObject({ cancelAtPeriodEnd: true });
    });
  },
  { env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url } },
);
