import { randomUUID } from 'node:crypto';
import type { Conference, ConferenceOrder, ConferenceTicket } from '@socials/domain';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../core/access-token';
import { conferenceOrders, conferencePasses, conferencePromoCodes, conferenceTickets, users } from '../../db/schema';
import { startFakeStripe } from '../../test/fake-stripe';
import { describeOnEachDatabase, type HarnessOptions } from '../../test/harness';
import { apiCalls, bearer, DAY, type TestUser } from '../../test/kit';
import { completedEvent, deliverEvent, expiredEvent } from '../../test/payments-kit';
import { conferencePageUrl } from './conference-orders.service';
import type { ConferenceRow } from './conferences.repo';

/** Simultaneous buyers per race: far more than the tickets and than the connection pool (10). */
const CROWD = 40;

describeOnEachDatabase('buying conference passes', (h) => {
  let staff: TestUser;
  let crowd: string[];

  beforeAll(async () => {
    staff = await h().signIn('orders-staff@example.com', { admin: true });
    const rows = await h()
      .db.insert(users)
      .values(Array.from({ length: CROWD }, (_, i) => ({ email: `buyer-${i}-${randomUUID()}@example.com`, slug: `buyer-${i}-${randomUUID()}` })))
      .returning({ id: users.id });
    crowd = await Promise.all(rows.map((row) => signAccessToken(h().config, { userId: row.id, isAdmin: false })));
  }, 60_000);

  const createConference = async (passes: object[]) => {
    const start = Date.now() + 30 * DAY;
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/conferences',
      headers: bearer(staff.token),
      payload: {
        slug: `race-${randomUUID().slice(0, 8)}`,
        name: 'Race Summit',
        startsAt: start,
        endsAt: start + DAY,
        timezone: 'UTC',
        published: true,
        passes,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Conference;
  };
  const buy = (conference: Conference, token: string, payload: object) =>
    h().app.inject({ method: 'POST', url: `/api/conferences/${conference.id}/payments`, headers: bearer(token), payload });
  const soldOf = async (passId: string) => (await h().db.select().from(conferencePasses).where(eq(conferencePasses.id, passId)))[0]!.sold;
  const heldTickets = async (passId: string) => {
    const [row] = await h()
      .db.select({ n: sum(conferenceOrders.quantity) })
      .from(conferenceOrders)
      .where(eq(conferenceOrders.passId, passId));
    const open = await h().db.select().from(conferenceOrders).where(eq(conferenceOrders.passId, passId));
    return { all: Number(row?.n ?? 0), live: open.filter((o) => o.status === 'OPEN' || o.status === 'PAID').reduce((n, o) => n + o.quantity, 0) };
  };

  it('never sells more tickets than the pass has when many buy at once', async () => {
    const conference = await createConference([{ name: 'General', priceCents: 10_000, quantity: 10 }]);
    const pass = conference.passes[0]!;
    const answers = await Promise.all(crowd.map((token, i) => buy(conference, token, { passId: pass.id, quantity: 1 + (i % 3) })));
    const held = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as ConferenceOrder);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(held.length + refused.length).toBe(CROWD);
    const ticketsHeld = held.reduce((n, order) => n + order.quantity, 0);
    expect(ticketsHeld).toBeLessThanOrEqual(10);
    expect(ticketsHeld).toBeGreaterThanOrEqual(8); // the last refusals wanted more than was left
    expect(await soldOf(pass.id)).toBe(ticketsHeld);
    expect(refused[0]!.json().message).toMatch(/^(Only \d General tickets? (is|are) left|General is sold out)$/);
    expect(held.every((o) => o.status === 'OPEN' && o.checkoutUrl !== null && o.totalCents === o.quantity * 10_000)).toBe(true);

    // Paying issues the tickets; an expired checkout gives its tickets back.
    const [paid, expired] = held;
    expect((await deliverEvent(h(), completedEvent({ paymentId: paid!.id, amounts: { total: paid!.totalCents } as never }))).statusCode).toBe(200);
    expect((await deliverEvent(h(), expiredEvent(expired!.id))).statusCode).toBe(200);
    expect(await h().db.select().from(conferenceTickets).where(eq(conferenceTickets.orderId, paid!.id))).toHaveLength(paid!.quantity);
    expect(await soldOf(pass.id)).toBe(ticketsHeld - expired!.quantity);
    expect((await heldTickets(pass.id)).live).toBe(await soldOf(pass.id));
  });

  it('keeps a promo code within its limit when many use it at once, and frees lapsed holds', async () => {
    const conference = await createConference([{ name: 'Student', priceCents: 4_000, quantity: 100 }]);
    const pass = conference.passes[0]!;
    const promo = await h().app.inject({
      method: 'POST',
      url: `/api/conferences/${conference.id}/passes/${pass.id}/promos`,
      headers: bearer(staff.token),
      payload: { code: 'half', percentOff: 50, usageLimit: 5 },
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const checked = await h().app.inject({ method: 'GET', url: `/api/payments/conferences/${conference.slug}/passes/${pass.id}/promos/HALF` });
    expect(checked.json()).toEqual({ code: 'HALF', percentOff: 50, remainingUses: 5, validUntil: null });

    const answers = await Promise.all(crowd.slice(0, 20).map((token) => buy(conference, token, { passId: pass.id, quantity: 1, promoCode: 'half' })));
    const held = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as ConferenceOrder);
    expect(held).toHaveLength(5);
    expect(held.every((o) => o.totalCents === 2_000 && o.discountCents === 2_000)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 400)!.json();
    expect(refused.fieldErrors[0].field).toBe('body.promoCode');
    expect(await soldOf(pass.id)).toBe(5); // the refused orders gave their tickets back with the transaction
    const [code] = await h().db.select().from(conferencePromoCodes).where(eq(conferencePromoCodes.passId, pass.id));
    expect(code!.used).toBe(5);

    // A hold that lapsed gives its tickets and the code's use back to the next buyer.
    await h()
      .db.update(conferenceOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(conferenceOrders.id, held[0]!.id));
    const next = await buy(conference, crowd[30]!, { passId: pass.id, quantity: 2, promoCode: 'HALF' });
    expect(next.statusCode, next.body).toBe(400);
    expect(next.json().message).toBe('This promo code is good for 1 more ticket');
    const one = await buy(conference, crowd[30]!, { passId: pass.id, quantity: 1, promoCode: 'HALF' });
    expect(one.statusCode, one.body).toBe(201);
    expect(await soldOf(pass.id)).toBe(5);
  });

  it('confirms a free order at once and refuses passes that are not on sale', async () => {
    const conference = await createConference([
      { name: 'Community', priceCents: 0, quantity: 5 },
      { name: 'Later', priceCents: 100, quantity: 5, saleStartsAt: Date.now() + DAY },
    ]);
    const free = await buy(conference, crowd[0]!, { passId: conference.passes[0]!.id, quantity: 2 });
    expect(free.statusCode, free.body).toBe(201);
    expect((free.json() as ConferenceOrder).status).toBe('PAID');
    const tickets = await h().app.inject({ method: 'GET', url: `/api/users/me/tickets/conferences/${conference.id}`, headers: bearer(crowd[0]!) });
    expect(tickets.json().data).toHaveLength(2);
    const later = await buy(conference, crowd[0]!, { passId: conference.passes[1]!.id, quantity: 1 });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe('Later is not on sale yet');
  });
  it('refunds in full, once, a payment that lands after its hold lapsed and the pass sold out, and mails the buyer', async () => {
    const lateEmail = `late-buyer-${randomUUID().slice(0, 8)}@example.com`;
    const late = await h().signIn(lateEmail);
    const conference = await createConference([{ name: 'Last seat', priceCents: 7_500, quantity: 1 }]);
    const pass = conference.passes[0]!;
    const first = (await buy(conference, late.token, { passId: pass.id, quantity: 1 })).json() as ConferenceOrder;
    await h()
      .db.update(conferenceOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(conferenceOrders.id, first.id));
    const second = await buy(conference, crowd[0]!, { passId: pass.id, quantity: 1 });
    expect(second.statusCode, second.body).toBe(201);
    await deliverEvent(h(), completedEvent({ paymentId: second.json().id, amounts: { total: 7_500 } as never }));

    const provider = h().services.payments!;
    const refund = provider.refund.bind(provider);
    const asked: { refundId: string; amountCents: number }[] = [];
    let failures = 1;
    provider.refund = async (input) => {
      asked.push({ refundId: input.refundId, amountCents: input.amountCents });
      if (failures-- > 0) throw new Error('The provider is down');
      return refund(input);
    };
    try {
      const paidLate = completedEvent({ paymentId: first.id, amounts: { total: 7_500 } as never });
      expect((await deliverEvent(h(), paidLate)).statusCode).toBe(200);
      expect((await deliverEvent(h(), { ...paidLate, id: `evt_again_${first.id}` } as never)).statusCode).toBe(200);
      const [order] = await h().db.select().from(conferenceOrders).where(eq(conferenceOrders.id, first.id));
      expect(order!.status).toBe('REFUNDED');
      // One refund of the whole payment, asked again after the provider failed, under the order's id.
      expect(asked).toEqual([
        { refundId: first.id, amountCents: 7_500 },
        { refundId: first.id, amountCents: 7_500 },
      ]);
    } finally {
      provider.refund = refund;
    }
    expect(await h().db.select().from(conferenceTickets).where(eq(conferenceTickets.orderId, first.id))).toHaveLength(0);
    expect(await soldOf(pass.id)).toBe(1);
    const mails = (await h().outbox(lateEmail)).filter((m) => m.subject === 'Your payment for Race Summit was refunded');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('75.00');
  });

  it('issues the tickets of a late payment when they are still free', async () => {
    const conference = await createConference([{ name: 'Roomy', priceCents: 2_000, quantity: 5 }]);
    const order = (await buy(conference, crowd[1]!, { passId: conference.passes[0]!.id, quantity: 2 })).json() as ConferenceOrder;
    await h().db.update(conferenceOrders).set({ status: 'EXPIRED' }).where(eq(conferenceOrders.id, order.id));
    await h().db.update(conferencePasses).set({ sold: 0 }).where(eq(conferencePasses.id, order.passId));
    await deliverEvent(h(), completedEvent({ paymentId: order.id, amounts: { total: 4_000 } as never }));
    expect(await h().db.select().from(conferenceTickets).where(eq(conferenceTickets.orderId, order.id))).toHaveLength(2);
    expect(await soldOf(order.passId)).toBe(2);
  });
  it('starts a checkout from the conference site through the same purchase, and sells the passes by slug', async () => {
    const conference = await createConference([
      { name: 'Standard', priceCents: 5_000, quantity: 3 },
      { name: 'Community', priceCents: 0, quantity: 2 },
    ]);
    const [paid, free] = conference.passes;
    const sale = () => h().app.inject({ method: 'GET', url: `/api/payments/conferences/slug/${conference.slug}` });
    const first = await sale();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ conferenceId: conference.id, slug: conference.slug, name: 'Race Summit', currency: 'usd' });
    expect(first.json().passes.map((p: { name: string; remaining: number }) => [p.name, p.remaining])).toEqual([
      ['Standard', 3],
      ['Community', 2],
    ]);
    expect(first.json().passes[0]).not.toHaveProperty('sold');
    expect((await sale()).headers['x-read-cache']).toBe('hit');

    const start = (payload: object) => h().app.inject({ method: 'POST', url: '/api/payment/checkout-session', headers: bearer(crowd[2]!), payload });
    const opened = await start({ conference: conference.slug, passId: paid!.id, quantity: 2 });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().order).toMatchObject({ status: 'OPEN', quantity: 2, totalCents: 10_000 });
    expect(opened.json().url).toBe(opened.json().order.checkoutUrl);
    const freeOrder = await start({ conference: conference.id, passId: free!.id, quantity: 1 });
    expect(freeOrder.statusCode, freeOrder.body).toBe(201);
    expect(freeOrder.json().order.status).toBe('PAID');
    expect(freeOrder.json().url).toBe(
      `${h().config.publicUrl}/conference/my-tickets?conference=${conference.slug}&payment=success&order=${freeOrder.json().order.id}`,
    );

    // The purchase drops the cached answer: the next read shows what is left.
    const after = await sale();
    expect(after.headers['x-read-cache']).not.toBe('hit');
    expect(after.json().passes.map((p: { remaining: number }) => p.remaining)).toEqual([1, 1]);

    const bad = await start({ passId: paid!.id, quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('conference');
    expect((await start({ conference: conference.slug, passId: paid!.id, quantity: 5 })).statusCode).toBe(409);
    expect(
      (await h().app.inject({ method: 'POST', url: '/api/payment/checkout-session', payload: { conference: conference.slug, passId: paid!.id, quantity: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await h().app.inject({ method: 'GET', url: '/api/payments/conferences/slug/no-such-conference' })).statusCode).toBe(404);
  });
});

const stripe = await startFakeStripe();
stripe.distinctSessions = true;
afterAll(() => stripe.close());

/**
 * Every link a conference sends or redirects to leads to its own site: its domain, CONFERENCE_HOST
 * when CONFERENCE_ID names it, else /conference/ on PUBLIC_URL naming it (the site there shows
 * another conference, or none, without the name).
 */
function siteLinksSuite(provider: string, env: Record<string, string>) {
  const options: HarnessOptions = {
    env: { PUBLIC_URL: 'http://localhost:8080', CONFERENCE_HOST: 'summit.example.com', CONFERENCE_ID: 'configured-summit', ...env },
  };
  describeOnEachDatabase(
    `the links of a conference lead to its own site (${provider})`,
    (h) => {
      const { ok, send } = apiCalls(h);
      let staff: TestUser;
      let buyer: TestUser;

      beforeAll(async () => {
        staff = await h().signIn('links-staff@example.com', { admin: true });
        buyer = await h().signIn(`links-buyer-${provider.replace(/\W/g, '')}@example.com`, { firstName: 'Bea' });
      });

      const sites = [
        { kind: 'on its own domain', slug: 'days-on-domain', domain: 'days.example.org', site: 'http://days.example.org:8080', named: '' },
        { kind: 'named by CONFERENCE_ID, on CONFERENCE_HOST', slug: 'configured-summit', domain: null, site: 'http://summit.example.com:8080', named: '' },
        {
          kind: 'with neither, at /conference/ on PUBLIC_URL',
          slug: 'plain-forum',
          domain: null,
          site: 'http://localhost:8080/conference',
          named: 'conference=plain-forum&',
        },
      ];

      it.each(sites)('sends the buyer back and mails links on the site of a conference $kind', async ({ slug, domain, site, named }) => {
        const start = Date.now() + 30 * DAY;
        const conference = await ok<Conference>('POST', '/conferences', staff, {
          slug: `${slug}`,
          name: `Links ${slug}`,
          startsAt: start,
          endsAt: start + DAY,
          timezone: 'UTC',
          published: true,
          domain,
          passes: [
            { name: 'General', priceCents: 5_000, quantity: 10 },
            { name: 'Community', priceCents: 0, quantity: 10 },
          ],
        });
        const [paid, free] = conference.passes;

        // The checkout's way back, paid or cancelled.
        const calls = stripe.calls.length;
        const order = await ok<ConferenceOrder>('POST', `/conferences/${conference.id}/payments`, buyer, { passId: paid!.id, quantity: 1 });
        const success = `${site}/my-tickets?${named}payment=success&order=${order.id}`;
        const cancel = `${site}/tickets?${named}payment=cancelled&order=${order.id}`;
        if (provider === 'Stripe') {
          const session = stripe.calls.slice(calls).find((call) => call.path === '/v1/checkout/sessions');
          expect([session?.form.get('success_url'), session?.form.get('cancel_url')]).toEqual([success, cancel]);
        } else {
          const page = new URL(order.checkoutUrl!);
          expect(page.origin).toBe(new URL(site).origin);
          const form = { 'content-type': 'application/x-www-form-urlencoded' };
          const paidPage = await h().app.inject({ method: 'POST', url: page.pathname, payload: 'outcome=pay', headers: form });
          expect(paidPage.headers.location).toBe(success);
          const other = await ok<ConferenceOrder>('POST', `/conferences/${conference.id}/payments`, buyer, { passId: paid!.id, quantity: 1 });
          const cancelled = await h().app.inject({ method: 'POST', url: new URL(other.checkoutUrl!).pathname, payload: 'outcome=cancel', headers: form });
          expect(cancelled.headers.location).toBe(`${site}/tickets?${named}payment=cancelled&order=${other.id}`);
        }

        // A free order goes straight to the buyer's tickets, and the mail links there too.
        const freeOrder = await ok<{ url: string; order: ConferenceOrder }>('POST', '/payment/checkout-session', buyer, {
          conference: conference.slug,
          passId: free!.id,
          quantity: 1,
        });
        expect(freeOrder.url).toBe(`${site}/my-tickets?${named}payment=success&order=${freeOrder.order.id}`);
        const confirmed = (await h().outbox(`links-buyer-${provider.replace(/\W/g, '')}@example.com`)).find(
          (mail) => mail.subject === `Your ticket for Links ${slug}`,
        );
        expect(confirmed?.text.split('\n')).toContain(named ? `${site}/my-tickets?${named.slice(0, -1)}` : `${site}/my-tickets`);

        // The colleague's claim link.
        const tickets = (await ok<{ data: ConferenceTicket[] }>('GET', `/users/me/tickets/conferences/${conference.id}`, buyer)).data;
        const ticket = tickets.find((t) => t.status === 'UNASSIGNED')!;
        const colleague = `links-colleague-${slug}-${provider.replace(/\W/g, '')}@example.com`;
        expect((await send('PATCH', `/conferences/${conference.id}/tickets/${ticket.id}`, buyer, { action: 'assign', email: colleague })).statusCode).toBe(200);
        const [claim] = await h().outbox(colleague);
        const link = claim?.text.split('\n').find((line) => line.startsWith('http')) ?? '';
        const token = new URL(link).searchParams.get('token');
        expect(link).toBe(`${site}/claim?${named}ticket=${ticket.id}&token=${token}`);
      });
    },
    options,
  );
}

siteLinksSuite('test provider', {});
siteLinksSuite('Stripe', { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_fake', STRIPE_API_URL: stripe.url });

describe('conferencePageUrl in production', () => {
  const config = { publicUrl: 'https://socials.example.com:8443', isProduction: true, conferenceHost: 'summit.example.com', conferenceId: 'configured-summit' };
  const row = (slug: string, domain: string | null) => ({ id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug, domain, published: true }) as ConferenceRow;

  it("links a conference's own host on https, whatever PUBLIC_URL's port", () => {
    expect(conferencePageUrl(config, row('days', 'days.example.org'), 'my-tickets', { payment: 'success', order: 'o1' })).toBe(
      'https://days.example.org/my-tickets?payment=success&order=o1',
    );
    expect(conferencePageUrl(config, row('configured-summit', null), 'claim', { ticket: 't1', token: 'x' })).toBe(
      'https://summit.example.com/claim?ticket=t1&token=x',
    );
    expect(conferencePageUrl(config, row('plain-forum', null), 'my-tickets')).toBe(
      'https://socials.example.com:8443/conference/my-tickets?conference=plain-forum',
    );
  });
});
