import { randomUUID } from 'node:crypto';
import type { Rsvp, RsvpedSocial, Social, SocialDetail } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { socials } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, createSocial as createSocialAs } from '../../test/kit';

type User = { token: string; userId: string };

describeOnEachDatabase(
  'rsvps routes',
  (h) => {
    let host: User;
    let cohost: User;
    let guest: User;
    let other: User;
    let admin: User;

    beforeAll(async () => {
      host = await h().signIn('host@example.com', { firstName: 'Hana', lastName: 'Host' });
      cohost = await h().signIn('cohost@example.com', { firstName: 'Cole', lastName: 'Host' });
      guest = await h().signIn('guest@example.com', { firstName: 'Gus', lastName: 'Guest' });
      other = await h().signIn('other@example.com', { firstName: 'Otto', lastName: 'Other' });
      admin = await h().signIn('staff@example.com', { admin: true });
    });

    const createSocial = (overrides: Record<string, unknown> = {}) =>
      createSocialAs(
        h(),
        host,
        { title: 'Demo Night', timezone: 'America/Los_Angeles', isPublic: false, ...overrides },
        { startsIn: 3 * DAY, lasts: 3 * HOUR, coHost: cohost },
      );

    function rsvp(socialId: string, token: string | null, payload?: Record<string, unknown>) {
      return h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    }

    function cancel(socialId: string, rsvpId: string, token: string) {
      return h().app.inject({ method: 'DELETE', url: `/api/socials/${socialId}/rsvps/${rsvpId}`, headers: bearer(token) });
    }

    async function getSocial(id: string, token?: string): Promise<SocialDetail> {
      const res = await h().app.inject({ method: 'GET', url: `/api/socials/${id}`, headers: token ? bearer(token) : {} });
      expect(res.statusCode).toBe(200);
      return res.json() as SocialDetail;
    }

    describe('RSVP, cancel and RSVP again', () => {
      it('takes a seat, mails the attendee, and refuses a second active RSVP', async () => {
        const social = await createSocial({ title: 'Founders Breakfast', maxCapacity: 10 });

        expect((await rsvp(social.id, null, {})).statusCode).toBe(401);

        const first = await rsvp(social.id, guest.token);
        expect(first.statusCode, first.body).toBe(201);
        const created = first.json() as Rsvp;
        expect(created).toEqual(
          expect.objectContaining({ socialId: social.id, userId: guest.userId, status: 'APPROVED', ticketTierId: social.ticketTiers[0]?.id }),
        );

        const mail = await h().outbox('guest@example.com');
        expect(mail.map((m) => m.subject)).toContain("You're going to Founders Breakfast");

        const detail = await getSocial(social.id, guest.token);
        expect(detail.confirmedPax).toBe(1);
        expect(detail.myRsvp?.id).toBe(created.id);
        expect(detail.ticketTiers[0]?.remainingQuantity).toBeNull();

        const again = await rsvp(social.id, guest.token, {});
        expect(again.statusCode).toBe(409);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);

        const cancelled = await cancel(social.id, created.id, guest.token);
        expect(cancelled.statusCode).toBe(200);
        expect((cancelled.json() as Rsvp).status).toBe('CANCELLED');
        const afterCancel = await getSocial(social.id, guest.token);
        expect(afterCancel.confirmedPax).toBe(0);
        expect(afterCancel.myRsvp).toBeNull();

        // Cancelling twice gives back one seat, not two.
        expect((await cancel(social.id, created.id, guest.token)).statusCode).toBe(200);
        expect((await getSocial(social.id)).confirmedPax).toBe(0);

        const back = await rsvp(social.id, guest.token, {});
        expect(back.statusCode).toBe(201);
        expect((back.json() as Rsvp).id).not.toBe(created.id);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });

      it('counts seats of a tier with a quantity: once it is sold out, RSVPs to it are waitlisted', async () => {
        const social = await createSocial({ ticketTiers: [{ name: 'Early bird', quantity: 1 }, { name: 'Regular' }] });
        const [earlyBird, regular] = social.ticketTiers;
        expect(((await rsvp(social.id, guest.token, { ticketTierId: earlyBird?.id })).json() as Rsvp).status).toBe('APPROVED');
        expect((await getSocial(social.id)).ticketTiers[0]?.remainingQuantity).toBe(0);
        const soldOut = await rsvp(social.id, other.token, { ticketTierId: earlyBird?.id });
        expect(soldOut.statusCode).toBe(201);
        expect((soldOut.json() as Rsvp).status).toBe('WAITLIST');
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
        const third = await h().signIn('tier-third@example.com');
        expect(((await rsvp(social.id, third.token, { ticketTierId: regular?.id })).json() as Rsvp).status).toBe('APPROVED');
        expect((await getSocial(social.id)).confirmedPax).toBe(2);
      });
    });

    describe('what cannot be RSVPed to', () => {
      it('does not complete a paid tier without its payment (a draft may hold it)', async () => {
        const social = await createSocial({ ticketTiers: [{ name: 'VIP', type: 'PAID', ticketPrice: 5000 }] });
        const res = await rsvp(social.id, guest.token, {});
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.ticketTierId' })] }));
        expect((await getSocial(social.id)).confirmedPax).toBe(0);
        const draft = await rsvp(social.id, guest.token, { partial: true });
        expect(draft.statusCode).toBe(201);
        expect((draft.json() as Rsvp).status).toBe('PARTIAL_UPDATE');
      });

      it('refuses a tier of another social', async () => {
        const social = await createSocial();
        const res = await rsvp(social.id, guest.token, { ticketTierId: randomUUID() });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual(expect.objectContaining({ fieldErrors: [expect.objectContaining({ field: 'body.ticketTierId' })] }));
      });

      it('refuses past, cancelled and deleted socials, and unknown ones', async () => {
        const past = await createSocial({ eventTimestamp: Date.now() - 3 * HOUR, eventEndTimestamp: Date.now() - HOUR });
        expect((await rsvp(past.id, guest.token, {})).statusCode).toBe(400);

        const cancelled = await createSocial();
        await h().app.inject({ method: 'PATCH', url: `/api/socials/${cancelled.id}`, headers: bearer(host.token), payload: { isCancelled: true } });
        expect((await rsvp(cancelled.id, guest.token, {})).statusCode).toBe(400);

        const deleted = await createSocial();
        await h().app.inject({ method: 'DELETE', url: `/api/socials/${deleted.id}`, headers: bearer(host.token) });
        expect((await rsvp(deleted.id, guest.token, {})).statusCode).toBe(404);

        expect((await rsvp(randomUUID(), guest.token, {})).statusCode).toBe(404);
      });
    });

    describe('who may cancel and list', () => {
      let social: Social;
      let guestRsvp: Rsvp;

      beforeAll(async () => {
        social = await createSocial({ title: 'Cancellation Rules' });
        guestRsvp = (await rsvp(social.id, guest.token, {})).json() as Rsvp;
        await rsvp(social.id, other.token, {});
      });

      it('lists RSVPs with user summaries for hosts and staff only', async () => {
        for (const token of [host.token, cohost.token, admin.token]) {
          const res = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/rsvps`, headers: bearer(token) });
          expect(res.statusCode).toBe(200);
          const list = (res.json() as { data: Rsvp[] }).data;
          expect(list.map((r) => r.user?.firstName)).toEqual(['Gus', 'Otto']);
        }
        const byGuest = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest.token) });
        expect(byGuest.statusCode).toBe(403);
        expect((await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/rsvps` })).statusCode).toBe(401);
      });

      it("refuses another attendee cancelling someone's RSVP", async () => {
        expect((await cancel(social.id, guestRsvp.id, other.token)).statusCode).toBe(403);
        expect((await cancel(social.id, randomUUID(), guest.token)).statusCode).toBe(404);
      });

      it('lets a co-host cancel an attendee', async () => {
        const res = await cancel(social.id, guestRsvp.id, cohost.token);
        expect(res.statusCode).toBe(200);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });
    });

    describe('GET /api/users/{id}/rsvped-socials', () => {
      it("lists the caller's active RSVPs, upcoming first, for themself and staff only", async () => {
        const attendee = await h().signIn('ticket-holder@example.com', { firstName: 'Tia', lastName: 'Ticket' });
        const later = await createSocial({ title: 'Later', eventTimestamp: Date.now() + 20 * DAY, eventEndTimestamp: Date.now() + 20 * DAY + HOUR });
        const sooner = await createSocial({ title: 'Sooner', eventTimestamp: Date.now() + 2 * DAY, eventEndTimestamp: Date.now() + 2 * DAY + HOUR });
        const dropped = await createSocial({ title: 'Dropped' });
        for (const s of [later, sooner, dropped]) expect((await rsvp(s.id, attendee.token, {})).statusCode).toBe(201);
        const droppedRsvp = (await getSocial(dropped.id, attendee.token)).myRsvp;
        await cancel(dropped.id, droppedRsvp!.id, attendee.token);
        // An event that already happened: moved into the past directly, as RSVPs to past events are refused.
        const past = await createSocial({ title: 'Last Month' });
        await rsvp(past.id, attendee.token, {});
        await h()
          .db.update(socials)
          .set({ eventAt: new Date(Date.now() - 30 * DAY), eventEndAt: new Date(Date.now() - 30 * DAY + HOUR) })
          .where(eq(socials.id, past.id));

        const url = `/api/users/${attendee.userId}/rsvped-socials`;
        const own = await h().app.inject({ method: 'GET', url, headers: bearer(attendee.token) });
        expect(own.statusCode).toBe(200);
        const list = (own.json() as { data: RsvpedSocial[] }).data;
        expect(list.map((item) => item.social.title)).toEqual(['Sooner', 'Later', 'Last Month']);
        expect(list.every((item) => item.rsvp.status === 'APPROVED' && item.rsvp.userId === attendee.userId)).toBe(true);

        expect((await h().app.inject({ method: 'GET', url, headers: bearer(guest.token) })).statusCode).toBe(403);
        expect((await h().app.inject({ method: 'GET', url })).statusCode).toBe(401);
        const byStaff = await h().app.inject({ method: 'GET', url, headers: bearer(admin.token) });
        expect(byStaff.statusCode).toBe(200);
        expect((byStaff.json() as { data: RsvpedSocial[] }).data).toHaveLength(3);
      });
    });

    describe('the last-seat race', () => {
      let crowd: User[];

      beforeAll(async () => {
        crowd = [];
        for (let i = 0; i < 8; i += 1) crowd.push(await h().signIn(`racer${i}@example.com`, { firstName: `Racer${i}`, lastName: 'Fast' }));
      });

      async function race(maxCapacity: number, people: User[]) {
        const social = await createSocial({ title: `Race for ${maxCapacity}`, maxCapacity });
        const replies = await Promise.all(people.map((person) => rsvp(social.id, person.token, {})));
        const codes = replies.map((reply) => reply.statusCode);
        return { social, codes, replies };
      }

      const statusesOf = (replies: { statusCode: number; json(): unknown }[]) => replies.map((reply) => (reply.json() as Rsvp).status);

      it('gives the only seat to exactly one of many concurrent requests and waitlists the rest', async () => {
        const { social, codes, replies } = await race(1, crowd.slice(0, 6));
        expect(codes.every((c) => c === 201)).toBe(true);
        expect(statusesOf(replies).filter((s) => s === 'APPROVED')).toHaveLength(1);
        expect(statusesOf(replies).filter((s) => s === 'WAITLIST')).toHaveLength(5);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });

      it('gives three seats to exactly three of eight concurrent requests', async () => {
        const { social, replies } = await race(3, crowd);
        expect(statusesOf(replies).filter((s) => s === 'APPROVED')).toHaveLength(3);
        expect(statusesOf(replies).filter((s) => s === 'WAITLIST')).toHaveLength(5);
        expect((await getSocial(social.id)).confirmedPax).toBe(3);
        const list = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}/rsvps`, headers: bearer(host.token) });
        expect((list.json() as { data: Rsvp[] }).data.filter((r) => r.status === 'APPROVED')).toHaveLength(3);
      });

      it('lets one of two simultaneous requests by the same user through', async () => {
        const social = await createSocial({ title: 'Double click' });
        const replies = await Promise.all([rsvp(social.id, guest.token, {}), rsvp(social.id, guest.token, {})]);
        expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });

      it('frees the seat on cancel so that the host can approve someone from the waitlist', async () => {
        const { social, replies } = await race(1, crowd.slice(0, 2));
        const [winner, loser] = [...replies.map((reply) => reply.json() as Rsvp)].sort((a) => (a.status === 'APPROVED' ? -1 : 1));
        expect(winner?.status).toBe('APPROVED');
        expect(loser?.status).toBe('WAITLIST');
        expect((await cancel(social.id, winner!.id, host.token)).statusCode).toBe(200);
        expect((await getSocial(social.id)).confirmedPax).toBe(0);
        const approve = await h().app.inject({
          method: 'PATCH',
          url: `/api/socials/${social.id}/rsvps/${loser!.id}`,
          headers: bearer(host.token),
          payload: { status: 'APPROVED' },
        });
        expect(approve.statusCode, approve.body).toBe(200);
        expect((approve.json() as Rsvp).status).toBe('APPROVED');
        expect((await getSocial(social.id)).confirmedPax).toBe(1);
      });
    });
  },
  { checkSeats: true },
);
