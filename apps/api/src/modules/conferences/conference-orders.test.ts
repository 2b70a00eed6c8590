import { randomUUID } from 'node:crypto';
import type { Conference, ConferenceOrder } from '@socials/domain';
import { eq, sum } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '../../core/access-token';
import { conferenceOrders, conferencePasses, conferencePromoCodes, conferenceTickets, users } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, DAY, type TestUser } from '../../test/kit';
import { completedEvent, deliverEvent, expiredEvent } from '../../test/payments-kit';

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
      payload: { slug: `race-${randomUUID().slice(0, 8)}`, name: 'Race Summit', startsAt: start, endsAt: start + DAY, timezone: 'UTC', published: true, passes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Conference;
  };
  const buy = (conference: Conference, token: string, payload: object) => h().app.inject({ method: 'POST', url: `/api/conferences/${conference.id}/payments`, headers: bearer(token), payload });
  const soldOf = async (passId: string) => (await h().db.select().from(conferencePasses).where(eq(conferencePasses.id, passId)))[0]!.sold;
  const heldTickets = async (passId: string) => {
    const [row] = await h().db.select({ n: sum(conferenceOrders.quantity) }).from(conferenceOrders).where(eq(conferenceOrders.passId, passId));
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
    const promo = await h().app.inject({ method: 'POST', url: `/api/conferences/${conference.id}/passes/${pass.id}/promos`, headers: bearer(staff.token), payload: { code: 'half', percentOff: 50, usageLimit: 5 } });
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
    await h().db.update(conferenceOrders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(conferenceOrders.id, held[0]!.id));
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
});
