import { randomUUID } from 'node:crypto';
import { NOTIFY_ME_QUESTION_ID, type ErrorBody, type PublicApprovalStatus, type Social } from '@socials/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cities, socials } from '../../db/schema';
import { describeOnOneDatabase } from '../../test/harness';
import { bearer, DAY, HOUR, acceptCoHostInvitation } from '../../test/kit';

type Page = { data: Social[]; meta: { lastEvaluatedKey: string | null } };

describeOnOneDatabase('social lists and search', (h) => {
  let host: { token: string; userId: string };
  let otherHost: { token: string; userId: string };
  let fan: { token: string; userId: string };
  let admin: { token: string; userId: string };

  beforeAll(async () => {
    host = await h().signIn('lists-host@example.com', { firstName: 'Hana', lastName: 'Host' });
    otherHost = await h().signIn('lists-other@example.com', { firstName: 'Otto', lastName: 'Host' });
    fan = await h().signIn('lists-fan@example.com', { firstName: 'Fay', lastName: 'Fan' });
    admin = await h().signIn('lists-staff@example.com', { admin: true });
  });

  /** A fresh city per test keeps the lists of one test free of the others' socials. */
  async function newCity(): Promise<string> {
    const id = `city-${randomUUID().slice(0, 8)}`;
    await h().db.insert(cities).values({ id, name: id, country: 'US', timezone: 'America/New_York' });
    return id;
  }

  interface MakeOptions {
    startsInDays: number;
    status?: PublicApprovalStatus;
    token?: string;
    body?: Record<string, unknown>;
  }

  /** A public social starting `startsInDays` from now (negative: already over), in the given approval status. */
  async function make(title: string, cityId: string, { startsInDays, status = 'APPROVED', token = host.token, body = {} }: MakeOptions): Promise<Social> {
    const future = Date.now() + DAY;
    const res = await h().app.inject({
      method: 'POST',
      url: '/api/socials',
      headers: bearer(token),
      payload: { title, cityId, eventTimestamp: future, eventEndTimestamp: future + HOUR, timezone: 'America/New_York', isPublic: true, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const social = res.json() as Social;
    if (status !== 'PENDING') {
      await h().app.inject({
        method: 'PATCH',
        url: `/api/socials/${social.id}`,
        headers: bearer(admin.token),
        payload: { publicApprovalStatus: status, publicApprovalReason: 'Reviewed by the test' },
      });
    }
    const start = Date.now() + startsInDays * DAY;
    await h()
      .db.update(socials)
      .set({ eventAt: new Date(start), eventEndAt: new Date(start + HOUR) })
      .where(eq(socials.id, social.id));
    return social;
  }

  async function titles(url: string, init: { token?: string; method?: 'GET' | 'POST'; payload?: Record<string, unknown> } = {}): Promise<string[]> {
    const res = await h().app.inject({
      method: init.method ?? 'GET',
      url,
      headers: init.token ? bearer(init.token) : {},
      ...(init.payload ? { payload: init.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Page).data.map((social) => social.title);
  }

  it('lists featured, home page sections and past socials, per city', async () => {
    const city = await newCity();
    await make('Featured Soon', city, { startsInDays: 2, status: 'APPROVED_FEATURE' });
    await make('Plain Soon', city, { startsInDays: 3 });
    await make('Plain Later', city, { startsInDays: 20 });
    await make('Featured Later', city, { startsInDays: 30, status: 'APPROVED_FEATURE' });
    await make('Pending Soon', city, { startsInDays: 1, status: 'PENDING' });
    await make('Declined Soon', city, { startsInDays: 1, status: 'DECLINED' });
    await make('Featured Past', city, { startsInDays: -5, status: 'APPROVED_FEATURE' });
    await make('Plain Past', city, { startsInDays: -2 });
    const elsewhere = await newCity();
    await make('Elsewhere Featured', elsewhere, { startsInDays: 2, status: 'APPROVED_FEATURE' });

    const q = `cityId=${city}`;
    expect(await titles(`/api/socials/public?${q}`)).toEqual(['Featured Soon', 'Plain Soon', 'Plain Later', 'Featured Later']);
    expect(await titles(`/api/getPublicSocialsV2?${q}`)).toEqual(['Featured Soon', 'Plain Soon', 'Plain Later', 'Featured Later']);
    expect(await titles(`/api/socials/public-feature?${q}`)).toEqual(['Featured Soon', 'Featured Later']);
    expect(await titles(`/api/socials/homepage-feature?section=SPOTLIGHT&${q}`)).toEqual(['Featured Soon', 'Featured Later']);
    expect(await titles(`/api/socials/homepage-feature?section=THIS_WEEK&${q}`)).toEqual(['Featured Soon', 'Plain Soon']);
    expect(await titles(`/api/socials/homepage-feature?section=UPCOMING&${q}`)).toEqual(['Plain Later', 'Featured Later']);
    expect(await titles(`/api/socials/past?${q}`)).toEqual(['Plain Past', 'Featured Past']);
    expect(await titles(`/api/getPastSocialsV2?${q}`)).toEqual(['Plain Past', 'Featured Past']);
    expect(await titles(`/api/socials/past-feature?${q}`)).toEqual(['Featured Past']);
    expect(await titles(`/api/socials/public-feature?cityId=${elsewhere}`)).toEqual(['Elsewhere Featured']);

    const badSection = await h().app.inject({ method: 'GET', url: `/api/socials/homepage-feature?section=TOMORROW` });
    expect(badSection.statusCode).toBe(400);
    expect((badSection.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('query.section');
  });

  it('pages past socials with lastEvaluatedKey', async () => {
    const city = await newCity();
    for (const days of [-1, -2, -3]) await make(`Past ${-days}`, city, { startsInDays: days });
    const first = (await h().app.inject({ method: 'GET', url: `/api/socials/past?cityId=${city}&limit=2` })).json() as Page;
    expect(first.data.map((s) => s.title)).toEqual(['Past 1', 'Past 2']);
    expect(first.meta.lastEvaluatedKey).not.toBeNull();
    const key = encodeURIComponent(first.meta.lastEvaluatedKey ?? '');
    const second = (await h().app.inject({ method: 'GET', url: `/api/socials/past?cityId=${city}&limit=2&exclusiveStartKey=${key}` })).json() as Page;
    expect(second.data.map((s) => s.title)).toEqual(['Past 3']);
    expect(second.meta.lastEvaluatedKey).toBeNull();
  });

  it('searches by words, tags, dates, price and city', async () => {
    const city = await newCity();
    await make('AI Breakfast', city, { startsInDays: 2, body: { tags: ['ai', 'founders'] } });
    await make('Fintech Drinks', city, { startsInDays: 4, body: { description: 'Payments people, 100% fun', tags: ['fintech'] } });
    await make('Paid Gala', city, { startsInDays: 10, body: { ticketTiers: [{ name: 'Gala', type: 'PAID', ticketPrice: 9000 }], tags: ['ai'] } });
    await make('Unlisted AI', city, { startsInDays: 2, status: 'PENDING', body: { tags: ['ai'] } });
    await make('Old AI', city, { startsInDays: -3, body: { tags: ['ai'] } });
    const search = (payload: Record<string, unknown>) => titles('/api/socials/search', { method: 'POST', payload: { cityId: city, ...payload } });

    expect(await search({})).toEqual(['AI Breakfast', 'Fintech Drinks', 'Paid Gala']);
    expect(await search({ text: 'breakfast' })).toEqual(['AI Breakfast']);
    expect(await search({ text: 'payments' })).toEqual(['Fintech Drinks']);
    expect(await search({ text: '100%' })).toEqual(['Fintech Drinks']);
    expect(await search({ text: '%' })).toEqual(['Fintech Drinks']);
    expect(await search({ text: 'founders' })).toEqual(['AI Breakfast']);
    expect(await search({ tags: ['ai'] })).toEqual(['AI Breakfast', 'Paid Gala']);
    expect(await search({ price: 'PAID' })).toEqual(['Paid Gala']);
    expect(await search({ price: 'FREE' })).toEqual(['AI Breakfast', 'Fintech Drinks']);
    expect(await search({ to: Date.now() + 3 * DAY })).toEqual(['AI Breakfast']);
    expect(await search({ from: Date.now() - 5 * DAY, tags: ['ai'] })).toEqual(['Old AI', 'AI Breakfast', 'Paid Gala']);
    expect(await titles('/api/socials/search', { method: 'POST', payload: { cityId: await newCity() } })).toEqual([]);

    const bad = await h().app.inject({ method: 'POST', url: '/api/socials/search', payload: { price: 'CHEAP' } });
    expect(bad.statusCode).toBe(400);
  });

  it("lists a host's upcoming socials soonest first and the past ones latest first, each paged", async () => {
    const city = await newCity();
    const organiser = await h().signIn('lists-organiser@example.com', { firstName: 'Olga', lastName: 'Organiser' });
    const token = organiser.token;
    await make('In Ten Days', city, { startsInDays: 10, token });
    await make('Tomorrow', city, { startsInDays: 1, token });
    await make('Last Week', city, { startsInDays: -7, token });
    await make('In Five Days', city, { startsInDays: 5, token });
    await make('Yesterday', city, { startsInDays: -1, token });
    const hosted = (query: string) => titles(`/api/socials/hosted?${query}`, { token });

    expect(await hosted('when=upcoming')).toEqual(['Tomorrow', 'In Five Days', 'In Ten Days']);
    expect(await hosted('when=past')).toEqual(['Yesterday', 'Last Week']);
    expect(await hosted('')).toEqual(['In Ten Days', 'In Five Days', 'Tomorrow', 'Yesterday', 'Last Week']);

    const first = (await h().app.inject({ method: 'GET', url: '/api/socials/hosted?when=upcoming&limit=2', headers: bearer(token) })).json() as Page;
    expect(first.data.map((s) => s.title)).toEqual(['Tomorrow', 'In Five Days']);
    const key = encodeURIComponent(first.meta.lastEvaluatedKey ?? '');
    expect(await hosted(`when=upcoming&limit=2&exclusiveStartKey=${key}`)).toEqual(['In Ten Days']);

    const bad = await h().app.inject({ method: 'GET', url: '/api/socials/hosted?when=someday', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorBody).fieldErrors?.[0]?.field).toBe('query.when');
  });

  it("lists the socials of the hosts a user follows, and the user's past socials", async () => {
    const city = await newCity();
    const followedSocial = await make('Followed Host Event', city, { startsInDays: 3 });
    const coHosted = await make('Co-hosted By Followed', city, { startsInDays: 4, token: otherHost.token, body: { hostIds: [host.userId] } });
    await acceptCoHostInvitation(h(), host, coHosted.id);
    await make('Stranger Event', city, { startsInDays: 5, token: otherHost.token });

    // Other tests' socials are hosted by the same host: look at this test's only.
    const ours = ['Followed Host Event', 'Co-hosted By Followed', 'Stranger Event'];
    const subscribed = async () => (await titles('/api/socials/subscribed?limit=100', { token: fan.token })).filter((title) => ours.includes(title));
    expect(await subscribed()).toEqual([]);
    const follow = await h().app.inject({
      method: 'POST',
      url: `/api/socials/${followedSocial.id}/rsvps`,
      headers: bearer(fan.token),
      payload: { answers: [{ questionId: NOTIFY_ME_QUESTION_ID, isTrue: true }] },
    });
    expect(follow.statusCode, follow.body).toBe(201);
    expect(await subscribed()).toEqual(['Followed Host Event', 'Co-hosted By Followed']);
    expect((await h().app.inject({ method: 'GET', url: '/api/socials/subscribed' })).statusCode).toBe(401);

    const went = await make('Went There', city, { startsInDays: 1 });
    const skipped = await make('Cancelled On', city, { startsInDays: 1 });
    for (const social of [went, skipped]) {
      const res = await h().app.inject({ method: 'POST', url: `/api/socials/${social.id}/rsvps`, headers: bearer(fan.token), payload: {} });
      expect(res.statusCode).toBe(201);
    }
    const mine = await h().app.inject({ method: 'GET', url: `/api/socials/${skipped.id}`, headers: bearer(fan.token) });
    const rsvpId = (mine.json() as { myRsvp: { id: string } }).myRsvp.id;
    await h().app.inject({ method: 'DELETE', url: `/api/socials/${skipped.id}/rsvps/${rsvpId}`, headers: bearer(fan.token) });
    for (const social of [went, skipped]) {
      await h()
        .db.update(socials)
        .set({ eventAt: new Date(Date.now() - 2 * DAY), eventEndAt: new Date(Date.now() - 2 * DAY + HOUR) })
        .where(eq(socials.id, social.id));
    }
    expect(await titles('/api/socials/my-past', { token: fan.token })).toEqual(['Went There']);
    expect(await titles('/api/socials/my-past', { token: host.token })).toEqual([]);
    expect((await h().app.inject({ method: 'GET', url: '/api/socials/my-past' })).statusCode).toBe(401);
  });
});
