import {
  BlastAudienceFilter,
  localDayOf,
  type ErrorBody,
  type HostAnalytics,
  type HostSocialFiguresPage,
  type ManagerDashboard,
  type ManagerRsvpPage,
  type Rsvp,
  type Social,
  type SocialAnalytics,
  type SocialStats,
  type StatsSeries,
  type StatsTable,
} from '@socials/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { blastRecipients, blasts, postRsvpRequests, rsvps } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, createSocial, HOUR, type TestUser } from '../../test/kit';
import { listCallEventsOfVisitor, listEventsOfSocial } from './analytics.repo';

describeOnOneDatabase('analytics', (h) => {
  let owner: TestUser;
  let coHost: TestUser;
  let otherHost: TestUser;
  let admin: TestUser;
  let guests: TestUser[];

  beforeAll(async () => {
    owner = await h().signIn('an-owner@example.com');
    coHost = await h().signIn('an-cohost@example.com');
    otherHost = await h().signIn('an-other@example.com');
    admin = await h().signIn('an-staff@example.com', { admin: true });
    guests = [];
    for (let i = 0; i < 3; i += 1) guests.push(await h().signIn(`an-guest${i}@example.com`));
  });

  const guest = (i: number): TestUser => {
    const found = guests[i];
    if (!found) throw new Error(`No guest ${i}`);
    return found;
  };

  const get = (url: string, user: TestUser | null) => h().app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

  async function getOk<T>(url: string, user: TestUser): Promise<T> {
    const res = await get(url, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  const sendEvents = (events: object[], headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
    h().app.inject({ method: 'POST', url: '/api/analytics/events', headers, payload: { events }, remoteAddress });

  async function viewPage(socialId: string, visitorId: string): Promise<void> {
    const res = await sendEvents([{ type: 'PAGE_VIEW', socialId }], { 'x-visitor-id': visitorId });
    expect(res.statusCode, res.body).toBe(202);
  }

  async function rsvpTo(socialId: string, user: TestUser, body: object = {}): Promise<Rsvp> {
    const res = await h().app.inject({ method: 'POST', url: `/api/socials/${socialId}/rsvps`, headers: bearer(user.token), payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rsvp;
  }

  /**
   * A social of the owner and the co-host with two tiers that started an hour ago: three page views
   * by two visitors, guests 0 and 1 RSVP (one per tier) and guest 0 is checked in, guest 2 leaves
   * a half-done RSVP.
   */
  async function socialWithActivity(): Promise<Social> {
    const social = await createSocial(
      h(),
      owner,
      { ticketTiers: [{ name: 'Early bird' }, { name: 'Regular' }], attendance: { methods: ['HOST_QRCODE'] } },
      { coHost, startsIn: -HOUR, lasts: 3 * HOUR },
    );
    await viewPage(social.id, 'visitor-a');
    await viewPage(social.id, 'visitor-a');
    await viewPage(social.id, 'visitor-b');
    const [early, regular] = social.ticketTiers;
    const first = await rsvpTo(social.id, guest(0), { ticketTierId: early?.id });
    await rsvpTo(social.id, guest(1), { ticketTierId: regular?.id });
    await rsvpTo(social.id, guest(2), { partial: true });
    expect(
      (await h().app.inject({ method: 'PATCH', url: `/api/socials/${social.id}/attendance`, headers: bearer(owner.token), payload: { status: 'OPEN' } }))
        .statusCode,
    ).toBe(200);
    const checkIn = await h().app.inject({
      method: 'POST',
      url: `/api/socials/${social.id}/rsvps/attendances`,
      headers: bearer(owner.token),
      payload: { method: 'HOST_QRCODE', rsvpId: first.id },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    return social;
  }

  describe('recording events', () => {
    it('stores a batch of an anonymous visitor in one go, dropping page views of unknown socials and secrets of payloads', async () => {
      const social = await createSocial(h(), owner);
      const res = await sendEvents(
        [
          { type: 'PAGE_VIEW', socialId: social.id },
          { type: 'PAGE_VIEW', socialId: '00000000-0000-4000-8000-000000000000' },
          {
            type: 'API_FAILURE',
            method: 'post',
            endpoint: '/auth/code',
            status: 400,
            detail: { payload: { email: 'a@example.com', code: '123456' }, response: { message: 'Wrong code' } },
          },
        ],
        { 'x-visitor-id': 'visitor-secret-check' },
      );
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ accepted: 2 });

      expect(await listEventsOfSocial(h().db, social.id)).toMatchObject([{ type: 'PAGE_VIEW', visitorId: 'visitor-secret-check', userId: null }]);
      const [failure] = await listCallEventsOfVisitor(h().db, 'visitor-secret-check');
      expect(failure).toMatchObject({
        type: 'API_FAILURE',
        method: 'POST',
        endpoint: '/auth/code',
        status: 400,
        detail: { payload: { email: 'a@example.com', code: '[redacted]' }, response: { message: 'Wrong code' } },
      });
    });

    it('records a signed-in caller as themself, and refuses an anonymous batch without the visitor id or out of shape', async () => {
      const signedIn = await sendEvents([{ type: 'API_CALL', method: 'PATCH', endpoint: '/users/me' }], bearer(guest(0).token));
      expect(signedIn.statusCode, signedIn.body).toBe(202);
      expect(await listCallEventsOfVisitor(h().db, `user-${guest(0).userId}`)).toMatchObject([{ userId: guest(0).userId, method: 'PATCH' }]);

      const noVisitor = await sendEvents([{ type: 'API_CALL', method: 'POST', endpoint: '/x' }], {});
      expect(noVisitor.statusCode).toBe(400);
      expect((noVisitor.json() as ErrorBody).fieldErrors).toEqual([{ field: 'headers.x-visitor-id', message: 'Send the visitor id, or sign in' }]);

      const tooMany = await sendEvents(
        Array.from({ length: 51 }, () => ({ type: 'API_CALL', method: 'POST', endpoint: '/x' })),
        { 'x-visitor-id': 'v' },
      );
      expect(tooMany.statusCode).toBe(400);
      const viewWithoutSocial = await sendEvents([{ type: 'PAGE_VIEW' }], { 'x-visitor-id': 'v' });
      expect(viewWithoutSocial.statusCode).toBe(400);
      expect((viewWithoutSocial.json() as ErrorBody).fieldErrors?.[0]?.field).toContain('socialId');
      const hugeDetail = await sendEvents([{ type: 'API_CALL', method: 'POST', endpoint: '/x', detail: { text: 'x'.repeat(5000) } }], { 'x-visitor-id': 'v' });
      expect(hugeDetail.statusCode).toBe(400);
      // Small but nested 1,500 deep: PostgreSQL's stack limit answered it with a 500 (found by the fuzz suite).
      // And 20,000 deep, past what JSON.stringify can serialise (the fuzz suite again).
      for (const depth of [1_500, 20_000]) {
        // Written out by hand: JSON.stringify cannot serialise it either.
        const payload = `{"events":[{"type":"API_CALL","method":"POST","endpoint":"/x","detail":{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}]}`;
        const deepDetail = await h().app.inject({
          method: 'POST',
          url: '/api/analytics/events',
          headers: { 'x-visitor-id': 'v', 'content-type': 'application/json' },
          payload,
          remoteAddress: '192.0.2.10',
        });
        expect(deepDetail.statusCode, `${depth} deep`).toBe(400);
        expect((deepDetail.json() as ErrorBody).fieldErrors).toEqual([{ field: 'body.events.0.detail', message: 'At most 12 levels of nesting in detail' }]);
      }
    });

    it('limits the batches of one client network per minute', async () => {
      const event = [{ type: 'API_CALL', method: 'POST', endpoint: '/x' }];
      for (let i = 0; i < 120; i += 1) expect((await sendEvents(event, { 'x-visitor-id': 'busy' }, '198.51.100.7')).statusCode).toBe(202);
      const refused = await sendEvents(event, { 'x-visitor-id': 'busy' }, '198.51.100.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await sendEvents(event, { 'x-visitor-id': 'calm' }, '198.51.100.8')).statusCode).toBe(202);
    });
  });

  describe("a social's statistics", () => {
    it('shows hosts and staff the funnel and the total of every data set', async () => {
      const social = await socialWithActivity();
      for (const user of [owner, coHost, admin]) {
        const stats = await getOk<SocialStats>(`/api/socials/${social.id}/stats`, user);
        expect(stats.timezone).toBe('America/New_York');
        // Two anonymous visitors and the three guests, who RSVPed without a recorded page view.
        expect(stats.funnel.map((step) => [step.step, step.count])).toEqual([
          ['VIEWS', 5],
          ['STARTED', 3],
          ['RSVPS', 2],
          ['APPROVED', 2],
          ['ATTENDED', 1],
        ]);
        expect(stats.totals).toEqual({
          PAGE_VIEW: 3,
          UNIQUE_USER: 2,
          RSVP: 2,
          PARTIAL_RSVP: 1,
          ATTENDANCE: 1,
          TICKET_TIER: 2,
          SURVEY_COMPLETED: 0,
          CAMPAIGN_EMAIL: 0,
        });
      }
      expect((await get(`/api/socials/${social.id}/stats`, otherHost)).statusCode).toBe(403);
      expect((await get(`/api/socials/${social.id}/stats`, guest(0))).statusCode).toBe(403);
      expect((await get(`/api/socials/${social.id}/stats`, null)).statusCode).toBe(401);
    });

    it("counts a data set per day of the social's zone and per tier, and says which data sets have no tiers", async () => {
      const social = await socialWithActivity();
      const today = localDayOf(Date.now(), 'America/New_York');
      const perDay = await getOk<StatsSeries>(`/api/socials/${social.id}/stats/RSVP/dataCategory/DAY`, owner);
      expect(perDay).toMatchObject({ dataSet: 'RSVP', category: 'DAY', timezone: 'America/New_York' });
      expect(perDay.points.at(-1)).toMatchObject({ key: today, count: 2 });

      const visitors = await getOk<StatsSeries>(`/api/socials/${social.id}/stats/UNIQUE_USER/dataCategory/DAY`, owner);
      expect(visitors.points.at(-1)).toMatchObject({ key: today, count: 2 });

      const perTier = await getOk<StatsSeries>(`/api/socials/${social.id}/stats/RSVP/dataCategory/TIER`, owner);
      expect(perTier.points.map((p) => [p.label, p.count])).toEqual([
        ['Early bird', 1],
        ['Regular', 1],
      ]);

      const noTiers = await get(`/api/socials/${social.id}/stats/PAGE_VIEW/dataCategory/TIER`, owner);
      expect(noTiers.statusCode).toBe(400);
      expect((noTiers.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('params.c');
      expect((await get(`/api/socials/${social.id}/stats/NOPE/dataCategory/DAY`, owner)).statusCode).toBe(400);
    });

    it('tabulates every data set per day, and sums it up with the revenue', async () => {
      const social = await socialWithActivity();
      const table = await getOk<StatsTable>(`/api/socials/${social.id}/tableStats`, coHost);
      expect(table.columns).toHaveLength(8);
      expect(table.rows).toEqual([
        { day: localDayOf(Date.now(), 'America/New_York'), counts: expect.objectContaining({ PAGE_VIEW: 3, RSVP: 2, ATTENDANCE: 1 }) as unknown },
      ]);

      const analytics = await getOk<SocialAnalytics>(`/api/socials/${social.id}/analytics`, admin);
      expect(analytics).toMatchObject({
        social: { id: social.id, title: social.title, ownerId: owner.userId },
        paidRevenueCents: 0,
        currency: 'usd',
        totals: { RSVP: 2 },
      });
      expect(analytics.funnel[0]).toMatchObject({ step: 'VIEWS', count: 5 });
    });

    it("counts completed surveys and campaign e-mails sent, on the day they happened in the social's zone", async () => {
      const social = await createSocial(h(), owner);
      const rsvp = await rsvpTo(social.id, guest(1));
      // 02:30 UTC on Nov 20 is still Nov 19 in New York.
      const lateEvening = new Date('2026-11-20T02:30:00Z');
      await h().db.insert(postRsvpRequests).values({ rsvpId: rsvp.id, status: 'APPROVED', submittedAt: lateEvening });
      const [blast] = await h()
        .db.insert(blasts)
        .values({
          source: 'SOCIAL_BLAST',
          socialId: social.id,
          senderId: owner.userId,
          organizerId: owner.userId,
          channel: 'EMAIL',
          body: 'Hi',
          audience: BlastAudienceFilter.parse({}),
          status: 'SENT',
        })
        .returning({ id: blasts.id });
      await h()
        .db.insert(blastRecipients)
        .values([
          { blastId: blast!.id, userId: guest(1).userId, address: 'g1@example.com', position: 0, status: 'SENT', sentAt: lateEvening },
          { blastId: blast!.id, userId: guest(2).userId, address: 'g2@example.com', position: 1, status: 'FAILED' },
        ]);

      const stats = await getOk<SocialStats>(`/api/socials/${social.id}/stats`, owner);
      expect(stats.totals).toMatchObject({ SURVEY_COMPLETED: 1, CAMPAIGN_EMAIL: 1 });
      const mails = await getOk<StatsSeries>(`/api/socials/${social.id}/stats/CAMPAIGN_EMAIL/dataCategory/DAY`, owner);
      expect(mails.points[0]).toEqual({ key: '2026-11-19', label: 'Nov 19', count: 1 });
      const table = await getOk<StatsTable>(`/api/socials/${social.id}/tableStats`, owner);
      expect(table.rows[0]).toMatchObject({ day: '2026-11-19', counts: { SURVEY_COMPLETED: 1, CAMPAIGN_EMAIL: 1, RSVP: 0 } });
    });

    it('keeps a deleted social to its hosts and staff', async () => {
      const social = await createSocial(h(), owner);
      expect((await h().app.inject({ method: 'DELETE', url: `/api/socials/${social.id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
      expect((await get(`/api/socials/${social.id}/analytics`, owner)).statusCode).toBe(200);
      expect((await get(`/api/socials/${social.id}/analytics`, otherHost)).statusCode).toBe(404);
    });
  });

  describe("a host's analytics", () => {
    it('sums the socials the host hosts, for the host and staff, and lists them with their figures, paged', async () => {
      const host = await h().signIn(`an-host-${Date.now()}@example.com`);
      const first = await createSocial(h(), host, { title: 'First' }, { startsIn: 2 * HOUR });
      const second = await createSocial(h(), host, { title: 'Second' }, { startsIn: 4 * HOUR });
      await viewPage(first.id, 'host-visitor');
      await viewPage(second.id, 'host-visitor');
      await rsvpTo(second.id, guest(0));

      const figures = await getOk<HostAnalytics>(`/api/users/${host.userId}/host-analytics`, host);
      expect(figures).toMatchObject({ hostId: host.userId, socials: 2, uniqueVisitors: 1, paidRevenueCents: 0 });
      // One visitor on each social, and guest 0 on the second (RSVPed without a recorded page view).
      expect(figures.funnel.map((step) => step.count)).toEqual([3, 1, 1, 1, 0]);
      expect(await getOk<HostAnalytics>(`/api/users/${host.userId}/host-analytics`, admin)).toEqual(figures);
      expect((await get(`/api/users/${host.userId}/host-analytics`, otherHost)).statusCode).toBe(403);

      const page = await getOk<HostSocialFiguresPage>(`/api/users/${host.userId}/host-analytics/socials?limit=1`, host);
      expect(page.data).toMatchObject([{ social: { id: second.id, title: 'Second' }, views: 2, rsvps: 1, approved: 1, attended: 0 }]);
      const next = await getOk<HostSocialFiguresPage>(
        `/api/users/${host.userId}/host-analytics/socials?limit=1&exclusiveStartKey=${page.meta.lastEvaluatedKey ?? ''}`,
        host,
      );
      expect(next).toMatchObject({ data: [{ social: { id: first.id }, views: 1, rsvps: 0 }], meta: { lastEvaluatedKey: null } });
    });
  });

  describe('staff', () => {
    it('see platform totals, public socials awaiting review among them', async () => {
      const before = await getOk<ManagerDashboard>('/api/manager/dashboard', admin);
      await createSocial(h(), owner, { isPublic: true });
      const after = await getOk<ManagerDashboard>('/api/manager/dashboard', admin);
      expect(after.socials).toBe(before.socials + 1);
      expect(after.pendingPublicReviews).toBe(before.pendingPublicReviews + 1);
      expect(after.users).toBeGreaterThanOrEqual(7);
      expect((await get('/api/manager/dashboard', owner)).statusCode).toBe(403);
    });

    it('list the newest RSVPs of every social, by status, paged', async () => {
      const social = await createSocial(h(), owner, { title: 'Staff list' });
      const partial = await rsvpTo(social.id, guest(1), { partial: true });
      const going = await rsvpTo(social.id, guest(2));

      const newest = await getOk<ManagerRsvpPage>('/api/manager/rsvps?limit=1', admin);
      expect(newest.data).toMatchObject([{ id: going.id, status: 'APPROVED', social: { id: social.id, title: 'Staff list' }, user: { id: guest(2).userId } }]);
      const next = await getOk<ManagerRsvpPage>(`/api/manager/rsvps?limit=1&exclusiveStartKey=${newest.meta.lastEvaluatedKey ?? ''}`, admin);
      expect(next.data[0]?.id).toBe(partial.id);

      const unfinished = await getOk<ManagerRsvpPage>('/api/manager/rsvps?status=PARTIAL_UPDATE', admin);
      expect(unfinished.data.every((rsvp) => rsvp.status === 'PARTIAL_UPDATE')).toBe(true);
      expect(unfinished.data.map((rsvp) => rsvp.id)).toContain(partial.id);
      expect((await get('/api/manager/rsvps', owner)).statusCode).toBe(403);
    });

    it('page RSVPs made within one millisecond each exactly once (the database keeps microseconds, a page key milliseconds)', async () => {
      const social = await createSocial(h(), owner, { title: 'Same millisecond' });
      const made = [];
      for (let i = 0; i < 3; i += 1) made.push(await rsvpTo(social.id, guest(i)));
      // Newer than every other RSVP of the suite, microseconds apart.
      for (const [i, rsvp] of made.entries()) {
        await h()
          .db.update(rsvps)
          .set({ createdAt: sql`'2099-01-01 12:00:00.123'::timestamptz + (${i + 1} * interval '1 microsecond')` })
          .where(eq(rsvps.id, rsvp.id));
      }
      const seen: string[] = [];
      let key = '';
      for (let page = 0; page < made.length; page += 1) {
        const next = await getOk<ManagerRsvpPage>(`/api/manager/rsvps?limit=1${key ? `&exclusiveStartKey=${key}` : ''}`, admin);
        seen.push(...next.data.map((rsvp) => rsvp.id));
        key = next.meta.lastEvaluatedKey ?? '';
      }
      // Within one millisecond the newer id comes first, as page keys order them.
      expect(seen).toEqual(
        made
          .map((rsvp) => rsvp.id)
          .sort()
          .reverse(),
      );
    });
  });
});
