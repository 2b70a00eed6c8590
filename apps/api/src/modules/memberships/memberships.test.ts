import type { Circle, CircleMemberPage, CircleMembershipCheckout, MyCircleSubscription, Social } from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { apiCalls, createSocial, DAY, MINUTE, type TestUser } from '../../test/kit';
import { deliverEvent } from '../../test/payments-kit';
import { and, eq } from 'drizzle-orm';
import { circleMembers } from '../../db/schema';
import { isCircleMember } from '../circles';
import { sweepCircleMemberships } from './memberships.jobs';
import { listCharges } from './memberships.repo';

/** Paid circle memberships: the checkout, the webhook, renewals on an advanced clock, grace, lapse and cancellation. */
describeOnEachDatabase('paid circle memberships', (h) => {
  let owner: TestUser;
  let circle: Circle;
  let membersOnly: Social;

  const { send, ok } = apiCalls(h);

  const startCheckout = (user: TestUser, body: object = { interval: 'MONTHLY' }) => send('POST', `/payments/circles/${circle.id}/payment-sessions`, user, body);
  const mine = async (user: TestUser) => (await ok<MyCircleSubscription>('GET', `/circles/${circle.id}/subscription`, user)).subscription;
  const seesMembersOnlySocial = async (user: TestUser) => (await send('GET', `/socials/${membersOnly.id}`, user)).statusCode === 200;
  /** The membership sweep as the server runs it, on a clock the test sets, and the jobs it started. */
  const sweepAt = async (now: number) => {
    await sweepCircleMemberships({ ...h().services, log: h().app.log }, new Date(now));
    await h().services.jobs.drain();
  };

  /** Pays for a membership on the test provider's page, as the browser does. */
  async function payMembership(user: TestUser, body: object = { interval: 'MONTHLY' }): Promise<CircleMembershipCheckout> {
    const res = await startCheckout(user, body);
    expect(res.statusCode, res.body).toBe(201);
    const checkout = res.json() as CircleMembershipCheckout;
    const paid = await h().app.inject({
      method: 'POST',
      url: new URL(checkout.checkoutUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`${h().config.publicUrl}/circles/${circle.slug}?membership=success`);
    return checkout;
  }

  async function member(email: string): Promise<TestUser> {
    return h().signIn(email, { firstName: email.split(/[@+]/)[0] });
  }

  beforeAll(async () => {
    owner = await h().signIn('paid-circle-owner@example.com', { firstName: 'Ola' });
    circle = await ok<Circle>('POST', '/circles', owner, {
      name: 'Night Owls',
      visibility: 'PUBLIC',
      membershipPrice: { monthlyCents: 1500, yearlyCents: 15000 },
    });
    membersOnly = await createSocial(h(), owner, { circleId: circle.id, communityOnly: true });
  });

  it('shows the price and refuses prices out of range, naming the field', async () => {
    expect(circle.membershipPrice).toEqual({ monthlyCents: 1500, yearlyCents: 15000, currency: 'usd' });
    const bad = await send('PATCH', `/circles/${circle.id}`, owner, { membershipPrice: { monthlyCents: 50 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('body.membershipPrice.monthlyCents');
    const someone = await member('paid-circle-viewer@example.com');
    expect((await send('PATCH', `/circles/${circle.id}`, someone, { membershipPrice: null })).statusCode).toBe(403);
    const viewed = await ok<Circle>('GET', `/circles/${circle.id}`, null);
    expect(viewed.membershipPrice?.monthlyCents).toBe(1500);
  });

  it('turns a free join away with 402 and opens one checkout per member, however often asked', async () => {
    const ada = await member('paid-ada@example.com');
    const join = await send('POST', `/circles/${circle.id}/members`, ada, {});
    expect(join.statusCode, join.body).toBe(402);

    const answers = await Promise.all(Array.from({ length: 5 }, () => startCheckout(ada)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const checkouts = answers.map((answer) => answer.json() as CircleMembershipCheckout);
    expect(new Set(checkouts.map((c) => c.subscriptionId)).size).toBe(1);
    expect(new Set(checkouts.map((c) => c.checkoutUrl)).size).toBe(1);
    expect(checkouts[0]).toMatchObject({ amountCents: 1500, currency: 'usd', interval: 'MONTHLY' });
    expect(new URL(checkouts[0]!.checkoutUrl).pathname).toMatch(/^\/api\/circles\/test-checkout\/cs_test_/);
    expect((await send('GET', new URL(checkouts[0]!.checkoutUrl).pathname.replace('/api', ''), null)).body).toContain('Night Owls');

    // Another interval replaces the open checkout.
    const yearly = (await startCheckout(ada, { interval: 'YEARLY' })).json() as CircleMembershipCheckout;
    expect(yearly.subscriptionId).not.toBe(checkouts[0]!.subscriptionId);
    expect(yearly.amountCents).toBe(15000);
    expect((await startCheckout(ada, { interval: 'WEEKLY' })).statusCode).toBe(400);
  });

  it('makes a paying member active with the referral credited, a receipt, and access to members-only socials', async () => {
    const bo = await member('paid-bo@example.com');
    expect(await seesMembersOnlySocial(bo)).toBe(false);
    const ref = circle.myMembership!.referralCode!;
    const checkout = await payMembership(bo, { interval: 'MONTHLY', ref });

    const subscription = await mine(bo);
    expect(subscription).toMatchObject({ id: checkout.subscriptionId, status: 'ACTIVE', interval: 'MONTHLY', cancelAtPeriodEnd: false });
    expect(subscription!.currentPeriodEnd! - Date.now()).toBeGreaterThan(27 * DAY);
    const [row] = await h()
      .db.select()
      .from(circleMembers)
      .where(and(eq(circleMembers.circleId, circle.id), eq(circleMembers.userId, bo.userId)));
    expect(row).toMatchObject({ status: 'ACTIVE', role: 'member', referredById: owner.userId });
    expect(await seesMembersOnlySocial(bo)).toBe(true);
    const [receipt] = await h()
      .outbox('paid-bo@example.com')
      .then((mail) => mail.filter((m) => m.subject.startsWith('Your receipt')));
    expect(receipt?.text).toContain('$15');
    expect(receipt?.text).toContain('Night Owls');

    const members = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members`, owner);
    expect(members.data.find((m) => m.user.id === bo.userId)?.subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false });
    expect(members.data.find((m) => m.user.id === owner.userId)?.subscription).toBeNull();
    expect((await startCheckout(bo)).statusCode).toBe(409);
  });

  it('applies a redelivered payment event once', async () => {
    const cy = await member('paid-cy@example.com');
    const checkout = (await startCheckout(cy)).json() as CircleMembershipCheckout;
    const event = {
      id: `evt_circle_${checkout.subscriptionId}`,
      type: 'checkout.session.completed',
      object: {
        id: 'cs_x',
        object: 'checkout.session',
        client_reference_id: checkout.subscriptionId,
        metadata: { paymentId: checkout.subscriptionId },
        payment_status: 'paid',
        amount_total: 1500,
        subscription: 'sub_test_cy',
      },
    };
    const [first, second] = await Promise.all([deliverEvent(h(), event), deliverEvent(h(), event)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().duplicate, second.json().duplicate].sort()).toEqual([false, true]);
    expect(await deliverEvent(h(), event).then((res) => res.json().duplicate)).toBe(true);
    expect(await listCharges(h().db, checkout.subscriptionId)).toHaveLength(1);
    expect((await h().outbox('paid-cy@example.com')).filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(1);
    expect(await mine(cy)).toMatchObject({ status: 'ACTIVE' });
  });

  it('renews when the clock passes the period end, once however often the sweep runs', async () => {
    const di = await member('paid-di@example.com');
    const checkout = await payMembership(di);
    const firstEnd = (await mine(di))!.currentPeriodEnd!;
    await Promise.all([sweepAt(firstEnd + MINUTE), sweepAt(firstEnd + 2 * MINUTE)]);
    await sweepAt(firstEnd + 3 * MINUTE);
    const renewed = (await mine(di))!;
    expect(renewed.status).toBe('ACTIVE');
    expect(renewed.currentPeriodEnd! - firstEnd).toBeGreaterThanOrEqual(28 * DAY);
    expect(renewed.currentPeriodEnd! - firstEnd).toBeLessThanOrEqual(31 * DAY);
    expect((await listCharges(h().db, checkout.subscriptionId)).map((c) => c.status)).toEqual(['PAID', 'PAID']);
    expect((await h().outbox('paid-di@example.com')).filter((m) => m.subject.startsWith('Your receipt'))).toHaveLength(2);
    expect(await seesMembersOnlySocial(di)).toBe(true);
  });

  it('keeps a member whose renewal failed for the grace period, then takes access away', async () => {
    const ed = await member('paid-ed+declined@example.com');
    await payMembership(ed);
    const periodEnd = (await mine(ed))!.currentPeriodEnd!;
    await sweepAt(periodEnd + MINUTE);
    const pastDue = (await mine(ed))!;
    expect(pastDue).toMatchObject({ status: 'PAST_DUE', graceEndsAt: periodEnd + h().config.payments.membershipGraceDays * DAY });
    expect(await seesMembersOnlySocial(ed)).toBe(true);
    expect((await h().outbox('paid-ed+declined@example.com')).some((m) => m.subject.includes('could not be renewed'))).toBe(true);
    const members = await ok<CircleMemberPage>('GET', `/circles/${circle.id}/members`, owner);
    expect(members.data.find((m) => m.user.id === ed.userId)?.subscription?.status).toBe('PAST_DUE');

    await sweepAt(pastDue.graceEndsAt! - MINUTE);
    expect((await mine(ed))!.status).toBe('PAST_DUE');
    await sweepAt(pastDue.graceEndsAt! + MINUTE);
    expect((await mine(ed))!.status).toBe('LAPSED');
    expect(await seesMembersOnlySocial(ed)).toBe(false);
    expect(await isCircleMember(h().db, circle.id, ed.userId)).toBe(false);
    // A lapsed member may join again: a new checkout.
    expect((await startCheckout(ed)).statusCode).toBe(201);
  });

  it('cancels at the period end: access until then, no charge after', async () => {
    const fa = await member('paid-fa@example.com');
    const checkout = await payMembership(fa);
    const cancelled = await ok<MyCircleSubscription>('PATCH', `/circles/${circle.id}/subscription`, fa, { cancelAtPeriodEnd: true });
    expect(cancelled.subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect((await h().outbox('paid-fa@example.com')).some((m) => m.subject.includes('ends on'))).toBe(true);
    const periodEnd = cancelled.subscription!.currentPeriodEnd!;

    await sweepAt(periodEnd - MINUTE);
    expect(await seesMembersOnlySocial(fa)).toBe(true);
    await sweepAt(periodEnd + MINUTE);
    expect((await mine(fa))!.status).toBe('ENDED');
    expect(await seesMembersOnlySocial(fa)).toBe(false);
    expect(await listCharges(h().db, checkout.subscriptionId)).toHaveLength(1);
    expect((await send('PATCH', `/circles/${circle.id}/subscription`, fa, { cancelAtPeriodEnd: false })).statusCode).toBe(409);
    expect((await send('PATCH', `/circles/${circle.id}/subscription`, fa, { cancelAtPeriodEnd: 'yes' })).statusCode).toBe(400);
  });

  it('lets a paying member leave: still a member until the paid period ends, then out, with nothing more charged', async () => {
    const gi = await member('paid-gi@example.com');
    const checkout = await payMembership(gi);
    expect((await send('DELETE', `/circles/${circle.id}/members`, gi)).statusCode).toBe(200);
    const leaving = (await mine(gi))!;
    expect(leaving).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect(await seesMembersOnlySocial(gi)).toBe(true);
    await sweepAt(leaving.currentPeriodEnd! + MINUTE);
    expect((await mine(gi))!.status).toBe('ENDED');
    expect(await seesMembersOnlySocial(gi)).toBe(false);
    expect(await listCharges(h().db, checkout.subscriptionId)).toHaveLength(1);
  });

  it('refuses checkouts of free circles and strangers to private ones', async () => {
    const free = await ok<Circle>('POST', '/circles', owner, { name: 'Free Owls' });
    const gil = await member('paid-gil@example.com');
    const res = await send('POST', `/payments/circles/${free.id}/payment-sessions`, gil, { interval: 'MONTHLY' });
    expect(res.statusCode).toBe(400);
    const hidden = await ok<Circle>('POST', '/circles', owner, {
      name: 'Hidden Owls',
      visibility: 'PRIVATE',
      joinPolicy: 'INVITE',
      membershipPrice: { monthlyCents: 1000 },
    });
    expect((await send('POST', `/payments/circles/${hidden.id}/payment-sessions`, gil, { interval: 'MONTHLY' })).statusCode).toBe(404);
    expect((await send('POST', `/payments/circles/${circle.id}/payment-sessions`, null, { interval: 'MONTHLY' })).statusCode).toBe(401);
  });
});

describe('the membership sweep', () => {
  it('does nothing when payments are off', async () => {
    expect(await sweepCircleMemberships({ payments: null } as unknown as Parameters<typeof sweepCircleMemberships>[0])).toBe(0);
  });
});
