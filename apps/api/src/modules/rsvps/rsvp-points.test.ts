import { randomUUID } from 'node:crypto';
import type { PointsReply, Rsvp, Social } from '@socials/domain';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, createSocial, DAY, HOUR, socialBody, type TestUser } from '../../test/kit';
import { grantPoints } from '../points';

/** The RSVP points-deduction step: a points-only tier spends the attendee's points once, and a cancellation gives them back. */
describeOnEachDatabase('RSVPs paid in points', (harness) => {
  const person = (name: string) => harness().signIn(`${name}-${randomUUID()}@example.com`, { firstName: name, lastName: 'Points' });

  async function pointsSocial(host: TestUser, pointsCost: number, overrides: Record<string, unknown> = {}): Promise<Social> {
    return createSocial(
      harness(),
      host,
      { title: 'Members lounge', ticketTiers: [{ name: 'Points pass', pointsCost }], ...overrides },
      { startsIn: 5 * DAY, lasts: HOUR },
    );
  }

  const give = (user: TestUser, delta: number) =>
    grantPoints(harness().db, { userId: user.userId, delta, reason: 'ADJUSTMENT', reference: `test:${randomUUID()}` });

  const rsvp = (user: TestUser, social: Social) =>
    harness().app.inject({
      method: 'POST',
      url: `/api/socials/${social.id}/rsvps`,
      headers: bearer(user.token),
      payload: { ticketTierId: social.ticketTiers[0]?.id },
    });

  async function points(user: TestUser): Promise<PointsReply> {
    const res = await harness().app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PointsReply;
  }

  it('shows the tier’s points cost and refuses a points cost on a tier that also asks for money', async () => {
    const host = await person('host');
    const social = await pointsSocial(host, 40);
    expect(social.ticketTiers[0]?.pointsCost).toBe(40);
    const mixed = await harness().app.inject({
      method: 'POST',
      url: '/api/socials',
      headers: bearer(host.token),
      payload: socialBody({ ticketTiers: [{ name: 'Both', type: 'PAID', ticketPrice: 1000, pointsCost: 5 }] }),
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.body).toContain('pointsCost');
  });

  it('spends the points when the RSVP completes, refuses with 409 when the balance is short, and returns them once on cancellation', async () => {
    const host = await person('host');
    const guest = await person('guest');
    const social = await pointsSocial(host, 40);

    const short = await rsvp(guest, social);
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json()).toMatchObject({ message: 'This ticket costs 40 points and you have 0' });

    await give(guest, 50);
    const going = await rsvp(guest, social);
    expect(going.statusCode, going.body).toBe(201);
    const rsvpId = (going.json() as Rsvp).id;
    const spent = await points(guest);
    expect(spent.balance).toBe(10);
    expect(spent.data[0]).toMatchObject({ reason: 'RSVP_POINTS_DEDUCTION', delta: -40, reference: `rsvp:${rsvpId}` });

    for (let i = 0; i < 2; i++) {
      const cancel = await harness().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}/rsvps/${rsvpId}`, headers: bearer(guest.token) });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    const back = await points(guest);
    expect(back.balance).toBe(50);
    expect(back.data.filter((entry) => entry.reason === 'RSVP_POINTS_REFUND')).toEqual([expect.objectContaining({ delta: 40 })]);
  });

  it('returns the points when a host rejects the RSVP', async () => {
    const host = await person('host');
    const guest = await person('guest');
    const social = await pointsSocial(host, 25, { requiresApproval: true });
    await give(guest, 25);
    const pending = await rsvp(guest, social);
    expect(pending.statusCode, pending.body).toBe(201);
    expect((pending.json() as Rsvp).status).toBe('PENDING');
    expect((await points(guest)).balance).toBe(0);
    const reject = await harness().app.inject({
      method: 'PATCH',
      url: `/api/socials/${social.id}/rsvps/${(pending.json() as Rsvp).id}`,
      headers: bearer(host.token),
      payload: { status: 'REJECTED' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await points(guest)).balance).toBe(25);
  });

  it('spends one balance once when two RSVPs that need it run at the same time', async () => {
    const host = await person('host');
    const guest = await person('guest');
    const [first, second] = await Promise.all([pointsSocial(host, 30), pointsSocial(host, 30)]);
    await give(guest, 45);
    const replies = await Promise.all([rsvp(guest, first!), rsvp(guest, second!)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const after = await points(guest);
    expect(after.balance).toBe(15);
    expect(after.data.filter((entry) => entry.reason === 'RSVP_POINTS_DEDUCTION')).toHaveLength(1);
  });
});
