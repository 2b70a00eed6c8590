import { readableTicketCode, type AttendanceOverview, type ErrorBody, type Rsvp, type Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rsvps as rsvpsTable } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, HOUR, acceptCoHostInvitation } from '../../test/kit';

type User = { token: string; userId: string };

const venue = { latitude: 40.748817, longitude: -73.985428 };
/** About 100 m north of the venue. */
const nearby = { latitude: 40.749717, longitude: -73.985428 };
/** About 1 km away. */
const timesSquare = { latitude: 40.758, longitude: -73.9855 };

describeOnOneDatabase(
  'attendance',
  (h) => {
    let host: User;
    let cohost: User;
    let guests: User[];

    beforeAll(async () => {
      host = await h().signIn('att-host@example.com', { firstName: 'Hana', lastName: 'Host' });
      cohost = await h().signIn('att-cohost@example.com');
      guests = [];
      for (let i = 0; i < 4; i += 1) guests.push(await h().signIn(`att-guest${i}@example.com`));
    });

    const guest = (i: number): User => {
      const found = guests[i];
      if (!found) throw new Error(`No guest ${i}`);
      return found;
    };

    async function setUp(methods: string[]): Promise<{ social: Social; rsvps: Rsvp[] }> {
      const start = Date.now() + HOUR;
      const res = await h().app.inject({
        method: 'POST',
        url: '/api/socials',
        headers: bearer(host.token),
        payload: {
          title: 'Check-in Night',
          eventTimestamp: start,
          eventEndTimestamp: start + 3 * HOUR,
          timezone: 'America/New_York',
          hostIds: [cohost.userId],
          venueData: { name: 'Hall', address: '350 5th Ave', city: 'New York', coordinate: venue },
          attendance: { methods, radiusMeters: 150 },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const social = res.json() as Social;
      await acceptCoHostInvitation(h(), cohost, social.id);
      const rsvps: Rsvp[] = [];
      for (const i of [0, 1, 2]) {
        const rsvp = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest(i).token), payload: {} });
        rsvps.push(rsvp.json() as Rsvp);
      }
      return { social, rsvps };
    }

    const attendance = (socialId: string, token: string) =>
      h().app.inject({ method: 'GET', url: `/api/socials/${socialId}/attendance`, headers: bearer(token) });
    const setStatus = (socialId: string, token: string, status: string) =>
      h().app.inject({ method: 'PATCH', url: `/api/socials/${socialId}/attendance`, headers: bearer(token), payload: { status } });
    const checkIn = (socialId: string, token: string, payload: Record<string, unknown>) =>
      h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps/attendances`, headers: bearer(token), payload });

    it('lets the hosts move attendance taking OFF → PENDING → OPEN → CLOSED, and nothing else', async () => {
      const { social } = await setUp(['GPS']);
      expect((await attendance(social.id, guest(0).token)).statusCode).toBe(403);
      const overview = (await attendance(social.id, cohost.token)).json() as AttendanceOverview;
      expect(overview).toEqual(expect.objectContaining({ status: 'OFF', methods: ['GPS'], radiusMeters: 150, attended: 0, seatHolders: 3 }));
      expect(overview.checkInCode).toMatch(/^[0-9a-f]{32}$/);

      expect((await setStatus(social.id, guest(0).token, 'PENDING')).statusCode).toBe(403);
      expect(((await setStatus(social.id, host.token, 'PENDING')).json() as AttendanceOverview).status).toBe('PENDING');
      expect(((await setStatus(social.id, host.token, 'OPEN')).json() as AttendanceOverview).status).toBe('OPEN');
      expect((await setStatus(social.id, host.token, 'COMPLETED')).statusCode).toBe(409);
      expect(((await setStatus(social.id, host.token, 'CLOSED')).json() as AttendanceOverview).status).toBe('CLOSED');
      expect((await setStatus(social.id, host.token, 'OPEN')).statusCode).toBe(409);
    });

    it('opens check-in straight from OFF in one request', async () => {
      const { social } = await setUp(['HOST_QRCODE']);
      expect((await setStatus(social.id, guest(0).token, 'OPEN')).statusCode).toBe(403);
      const opened = await setStatus(social.id, host.token, 'OPEN');
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual(expect.objectContaining({ status: 'OPEN', attended: 0, seatHolders: 3 }));
      expect(((await attendance(social.id, host.token)).json() as AttendanceOverview).status).toBe('OPEN');
    });

    it('checks in by GPS within the radius only, once', async () => {
      const { social } = await setUp(['GPS']);
      expect((await checkIn(social.id, guest(0).token, { method: 'GPS', position: nearby })).statusCode).toBe(400);
      await setStatus(social.id, host.token, 'PENDING');
      await setStatus(social.id, host.token, 'OPEN');

      const far = await checkIn(social.id, guest(0).token, { method: 'GPS', position: timesSquare });
      expect(far.statusCode).toBe(400);
      expect((far.json() as ErrorBody).message).toBe('Check in within 150 m of the venue');
      expect((await checkIn(social.id, guest(0).token, { method: 'GPS' })).statusCode).toBe(400);

      const ok = await checkIn(social.id, guest(0).token, { method: 'GPS', position: nearby });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual(expect.objectContaining({ status: 'ATTENDED', attendedAt: expect.any(Number) }));
      const again = await checkIn(social.id, guest(0).token, { method: 'GPS', position: nearby });
      expect(again.statusCode).toBe(409);

      expect((await checkIn(social.id, guest(3).token, { method: 'GPS', position: nearby })).statusCode).toBe(403);
      expect((await checkIn(social.id, guest(1).token, { method: 'ATTENDEES_QRCODE', code: 'x' })).statusCode).toBe(400);

      const overview = (await attendance(social.id, host.token)).json() as AttendanceOverview;
      expect(overview).toEqual(expect.objectContaining({ status: 'PARTIAL_COMPLETED', attended: 1, seatHolders: 3 }));
    });

    it("checks in by scanning the event's code (attendee) or the attendee's ticket (host)", async () => {
      const { social, rsvps } = await setUp(['ATTENDEES_QRCODE', 'HOST_QRCODE']);
      await setStatus(social.id, host.token, 'PENDING');
      const { checkInCode } = (await setStatus(social.id, host.token, 'OPEN')).json() as AttendanceOverview;

      expect((await checkIn(social.id, guest(0).token, { method: 'ATTENDEES_QRCODE', code: 'not-the-code' })).statusCode).toBe(400);
      expect((await checkIn(social.id, guest(0).token, { method: 'ATTENDEES_QRCODE', code: checkInCode })).statusCode).toBe(200);

      const ticketCode = rsvps[1]?.ticketCode;
      expect(ticketCode).toMatch(/^[0-9a-f]{32}$/);
      // An attendee cannot check someone in with their ticket code.
      expect((await checkIn(social.id, guest(2).token, { method: 'HOST_QRCODE', code: ticketCode })).statusCode).toBe(403);
      expect((await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: 'f'.repeat(32) })).statusCode).toBe(404);
      const scanned = await checkIn(social.id, cohost.token, { method: 'HOST_QRCODE', code: ticketCode });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json()).toEqual(expect.objectContaining({ id: rsvps[1]?.id, status: 'ATTENDED', ticketCode: null }));

      // Two hosts scanning the same ticket at once: one wins, the other hears it was already taken.
      const both = await Promise.all([
        checkIn(social.id, host.token, { method: 'HOST_QRCODE', rsvpId: rsvps[2]?.id }),
        checkIn(social.id, cohost.token, { method: 'HOST_QRCODE', code: rsvps[2]?.ticketCode }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

      const overview = (await attendance(social.id, host.token)).json() as AttendanceOverview;
      expect(overview).toEqual(expect.objectContaining({ status: 'COMPLETED', attended: 3, seatHolders: 3 }));
      // Checking in keeps the seat: confirmedPax does not move.
      const detail = await h().app.inject({ method: 'GET', url: `/api/socials/${social.id}` });
      expect((detail.json() as Social).confirmedPax).toBe(3);
    });

    it('checks in by the readable code under the ticket QR, typed in any case and spacing', async () => {
      const { social, rsvps } = await setUp(['HOST_QRCODE']);
      await setStatus(social.id, host.token, 'OPEN');
      const readable = readableTicketCode(rsvps[0]?.ticketCode ?? '');
      expect(readable).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);

      const typed = ` ${readable.slice(0, 4).toLowerCase()} ${readable.slice(5)} `;
      const ok = await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: typed });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual(expect.objectContaining({ id: rsvps[0]?.id, status: 'ATTENDED' }));
      // The whole code, as the QR carries it, still works; a readable code of no ticket does not.
      expect((await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: rsvps[1]?.ticketCode?.toUpperCase() })).statusCode).toBe(200);
      expect((await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: 'zzzz-zzzz' })).statusCode).toBe(404);

      // Two tickets of the social sharing the readable code: the host is asked for more, nobody is checked in.
      const [a, b] = [
        rsvps[2]?.id ?? '',
        (await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest(3).token), payload: {} })).json<Rsvp>().id,
      ];
      await h()
        .db.update(rsvpsTable)
        .set({ ticketCode: `abcd1234${'0'.repeat(24)}` })
        .where(eq(rsvpsTable.id, a));
      await h()
        .db.update(rsvpsTable)
        .set({ ticketCode: `abcd1234${'1'.repeat(24)}` })
        .where(eq(rsvpsTable.id, b));
      const ambiguous = await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: 'ABCD-1234' });
      expect(ambiguous.statusCode).toBe(400);
      expect((ambiguous.json() as ErrorBody).message).toBe('Two tickets share this code: scan the QR code or find the guest by name');
      expect((await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: `abcd1234${'1'.repeat(24)}` })).statusCode).toBe(200);
    });

    it('tells the door who checked in earlier and when, and a ticket of another social from no ticket', async () => {
      const { social, rsvps } = await setUp(['HOST_QRCODE']);
      const other = await setUp(['HOST_QRCODE']);
      await setStatus(social.id, host.token, 'OPEN');
      const first = await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: rsvps[0]?.ticketCode });
      expect(first.statusCode, first.body).toBe(200);
      const again = await checkIn(social.id, cohost.token, { method: 'HOST_QRCODE', code: rsvps[0]?.ticketCode });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(
        expect.objectContaining({
          code: 'CHECK_IN_ALREADY_ATTENDED',
          data: { rsvpId: rsvps[0]?.id, userId: guest(0).userId, attendedAt: first.json<Rsvp>().attendedAt },
        }),
      );

      const elsewhere = await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: other.rsvps[1]?.ticketCode });
      expect(elsewhere.statusCode).toBe(404);
      expect((elsewhere.json() as ErrorBody).code).toBe('TICKET_FOR_ANOTHER_SOCIAL');
      const nowhere = await checkIn(social.id, host.token, { method: 'HOST_QRCODE', code: 'e'.repeat(32) });
      expect((nowhere.json() as ErrorBody).code).toBe('NOT_FOUND');
      // A guest cannot use the door to learn whether a code is a ticket somewhere.
      expect((await checkIn(social.id, guest(1).token, { method: 'HOST_QRCODE', code: other.rsvps[1]?.ticketCode })).statusCode).toBe(403);
    });

    it('goes back from COMPLETED to PARTIAL_COMPLETED when someone more is approved', async () => {
      const { social } = await setUp(['ATTENDEES_QRCODE']);
      await setStatus(social.id, host.token, 'PENDING');
      const { checkInCode } = (await setStatus(social.id, host.token, 'OPEN')).json() as AttendanceOverview;
      for (const i of [0, 1, 2]) expect((await checkIn(social.id, guest(i).token, { method: 'ATTENDEES_QRCODE', code: checkInCode })).statusCode).toBe(200);
      expect(((await attendance(social.id, host.token)).json() as AttendanceOverview).status).toBe('COMPLETED');
      await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(guest(3).token), payload: {} });
      expect((await attendance(social.id, host.token)).json()).toEqual(expect.objectContaining({ status: 'PARTIAL_COMPLETED', attended: 3, seatHolders: 4 }));
    });

    it('takes only the methods the host enabled', async () => {
      const { social } = await setUp(['HOST_QRCODE']);
      await setStatus(social.id, host.token, 'PENDING');
      await setStatus(social.id, host.token, 'OPEN');
      const res = await checkIn(social.id, guest(0).token, { method: 'GPS', position: nearby });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorBody).message).toBe('The host does not take attendance this way');
    });
  },
  { checkSeats: true },
);
