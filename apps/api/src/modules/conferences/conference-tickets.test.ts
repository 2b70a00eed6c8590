import type { Conference, ConferenceOrder, ConferenceTicket, ErrorBody } from '@socials/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, type TestUser } from '../../test/kit';
import { completedEvent, deliverEvent } from '../../test/payments-kit';

describeOnOneDatabase('conference tickets: assign, claim, complete', (h) => {
  let staff: TestUser;
  let buyer: TestUser;
  let colleague: TestUser;
  let stranger: TestUser;
  let conference: Conference;
  let tickets: ConferenceTicket[];

  const mine = async (user: TestUser) => {
    const res = await h().app.inject({ method: 'GET', url: `/api/users/me/tickets/conferences/${conference.id}`, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: ConferenceTicket[] }).data;
  };
  const patch = (user: TestUser, ticketId: string, payload: object) =>
    h().app.inject({ method: 'PATCH', url: `/api/conferences/${conference.id}/tickets/${ticketId}`, headers: bearer(user.token), payload });

  beforeAll(async () => {
    staff = await h().signIn('tickets-staff@example.com', { admin: true });
    buyer = await h().signIn('tickets-buyer@example.com', { firstName: 'Bea', lastName: 'Buyer' });
    colleague = await h().signIn('tickets-colleague@example.com');
    stranger = await h().signIn('tickets-stranger@example.com');
    const start = Date.now() + 30 * DAY;
    const created = await h().app.inject({
      method: 'POST',
      url: '/api/conferences',
      headers: bearer(staff.token),
      payload: {
        slug: 'ticket-summit',
        name: 'Ticket Summit',
        startsAt: start,
        endsAt: start + DAY,
        timezone: 'UTC',
        published: true,
        domain: 'summit.example.com',
        passes: [{ name: 'General', priceCents: 15_000, quantity: 50 }],
      },
    });
    conference = created.json() as Conference;
  });

  it('issues the bought tickets once the checkout is paid, and mails the buyer', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/conferences/${conference.id}/payments`,
      headers: bearer(buyer.token),
      payload: { passId: conference.passes[0]!.id, quantity: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as ConferenceOrder;
    expect(order).toMatchObject({ quantity: 3, totalCents: 45_000, status: 'OPEN' });
    expect(await mine(buyer)).toEqual([]);
    await deliverEvent(h(), completedEvent({ paymentId: order.id, amounts: { total: 45_000 } as never }));
    await deliverEvent(h(), completedEvent({ paymentId: order.id, amounts: { total: 45_000 } as never })); // a redelivery issues nothing more
    tickets = await mine(buyer);
    expect(tickets.map((t) => [t.status, t.boughtByMe, t.isMine])).toEqual([
      ['UNASSIGNED', true, false],
      ['UNASSIGNED', true, false],
      ['UNASSIGNED', true, false],
    ]);
    const [mail] = await h().outbox('tickets-buyer@example.com');
    expect(mail?.subject).toBe('Your 3 tickets for Ticket Summit');
    expect(mail?.text).toContain('/my-tickets');
  });

  it('lets the buyer assign a ticket by e-mail and the colleague claim it by its link', async () => {
    const refused = await patch(stranger, tickets[1]!.id, { action: 'assign', email: 'x@example.com' });
    expect(refused.statusCode).toBe(404);
    const assigned = await patch(buyer, tickets[1]!.id, { action: 'assign', email: 'Tickets-Colleague@example.com' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ status: 'ASSIGNED', assignedEmail: 'tickets-colleague@example.com' });

    const [mail] = await h().outbox('tickets-colleague@example.com');
    expect(mail?.subject).toBe('Bea Buyer sent you a ticket for Ticket Summit');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.hostname).toBe('summit.example.com');
    expect(link.pathname).toBe('/claim');
    const token = link.searchParams.get('token')!;

    const wrong = await patch(colleague, tickets[1]!.id, { action: 'claim', token: 'x'.repeat(32) });
    expect((wrong.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.token');
    const claimed = await patch(colleague, link.searchParams.get('ticket')!, { action: 'claim', token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'CLAIMED', isMine: true, boughtByMe: false, assignedEmail: null });
    const again = await patch(stranger, tickets[1]!.id, { action: 'claim', token });
    expect(again.statusCode).toBe(400); // a link claims once

    const completed = await patch(colleague, tickets[1]!.id, { action: 'complete', holderName: 'Cole League', holderCompany: 'Acme', holderJobTitle: 'CTO' });
    expect(completed.json()).toMatchObject({ holderName: 'Cole League', holderCompany: 'Acme' });
    expect((await mine(colleague)).map((t) => t.id)).toEqual([tickets[1]!.id]);
    const reassign = await patch(buyer, tickets[1]!.id, { action: 'assign', email: 'other@example.com' });
    expect(reassign.statusCode).toBe(409);
  });

  it('lets the buyer keep a ticket by completing it, once', async () => {
    const own = await patch(buyer, tickets[0]!.id, { action: 'complete', holderName: 'Bea Buyer' });
    expect(own.json()).toMatchObject({ status: 'CLAIMED', isMine: true, boughtByMe: true });
    const second = await patch(buyer, tickets[2]!.id, { action: 'complete', holderName: 'Bea Again' });
    expect(second.statusCode).toBe(409);
    const bad = await patch(buyer, tickets[2]!.id, { action: 'complete', holderName: '' });
    expect((bad.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('body.holderName');
  });

  it('pays an order on the test provider’s own checkout page and returns to the conference site', async () => {
    const res = await h().app.inject({
      method: 'POST',
      url: `/api/conferences/${conference.id}/payments`,
      headers: bearer(stranger.token),
      payload: { passId: conference.passes[0]!.id, quantity: 2 },
    });
    const order = res.json() as ConferenceOrder;
    const path = new URL(order.checkoutUrl!).pathname;
    expect(path).toMatch(/^\/api\/conferences\/test-checkout\/cs_/);
    const page = await h().app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('2 × General');
    expect(page.body).toContain('$300');
    const paid = await h().app.inject({ method: 'POST', url: path, payload: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${new URL(h().config.publicUrl).protocol}//summit.example.com${new URL(h().config.publicUrl).port ? `:${new URL(h().config.publicUrl).port}` : ''}/my-tickets?payment=success&order=${order.id}`,
    );
    expect(await mine(stranger)).toHaveLength(2);
  });
});
