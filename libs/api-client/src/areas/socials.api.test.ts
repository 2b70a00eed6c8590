import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { aSocial } from '../test/fixtures';
import { setupApiClient } from '../test/api-test-kit';
import { rsvpsApi } from './rsvps.api';
import { socialsApi } from './socials.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('public socials "Load more"', () => {
  it('appends the next page to the same cache entry', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(api('/socials/public'), ({ request }) => {
        const key = new URL(request.url).searchParams.get('exclusiveStartKey');
        keys.push(key);
        return key
          ? HttpResponse.json({ data: [aSocial('c')], meta: { lastEvaluatedKey: null } })
          : HttpResponse.json({ data: [aSocial('a'), aSocial('b')], meta: { lastEvaluatedKey: 'k1' } });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(socialsApi.endpoints.getPublicSocials.initiate({ cityId: 'new-york' }));
    const second = await store.dispatch(socialsApi.endpoints.getPublicSocials.initiate({ cityId: 'new-york', exclusiveStartKey: 'k1' }));

    expect(keys).toEqual([null, 'k1']);
    expect(second.data?.data.map((social) => social.id)).toEqual(['a', 'b', 'c']);
    expect(second.data?.meta.lastEvaluatedKey).toBeNull();
  });
});

describe('searchSocials', () => {
  it('POSTs the filters, and appends the next page of the same search to its cache entry', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/socials/search'), async ({ request }) => {
        const body = (await request.json()) as { exclusiveStartKey?: string };
        bodies.push(body);
        return body.exclusiveStartKey
          ? HttpResponse.json({ data: [aSocial('c')], meta: { lastEvaluatedKey: null } })
          : HttpResponse.json({ data: [aSocial('a'), aSocial('b')], meta: { lastEvaluatedKey: 'k1' } });
      }),
    );
    const { store } = setupApiClient(null);
    const filters = { text: 'jazz', cityId: 'new-york', from: 1_000, to: 2_000, tags: ['music'], price: 'FREE' as const, limit: 12 };

    await store.dispatch(socialsApi.endpoints.searchSocials.initiate(filters));
    const second = await store.dispatch(socialsApi.endpoints.searchSocials.initiate({ ...filters, exclusiveStartKey: 'k1' }));

    expect(bodies).toEqual([filters, { ...filters, exclusiveStartKey: 'k1' }]);
    expect(second.data?.data.map((social) => social.id)).toEqual(['a', 'b', 'c']);
    expect(second.data?.meta.lastEvaluatedKey).toBeNull();
  });

  it('keeps other filters in a cache entry of their own', async () => {
    server.use(
      http.post(api('/socials/search'), async ({ request }) => {
        const { text } = (await request.json()) as { text?: string };
        return HttpResponse.json({ data: [aSocial(text ?? 'all')], meta: { lastEvaluatedKey: null } });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(socialsApi.endpoints.searchSocials.initiate({ text: 'jazz' }));
    await store.dispatch(socialsApi.endpoints.searchSocials.initiate({ text: 'chess' }));

    const cached = (args: { text: string }) =>
      socialsApi.endpoints.searchSocials
        .select(args)(store.getState())
        .data?.data.map((social) => social.id);
    expect(cached({ text: 'jazz' })).toEqual(['jazz']);
    expect(cached({ text: 'chess' })).toEqual(['chess']);
  });
});

describe('tags', () => {
  it("an RSVP refetches the social and the user's tickets", async () => {
    const calls = { social: 0, rsvped: 0 };
    server.use(
      http.get(api('/socials/s1'), () => {
        calls.social += 1;
        return HttpResponse.json({ ...aSocial('s1'), myRsvp: null });
      }),
      http.get(api('/users/u1/rsvped-socials'), () => {
        calls.rsvped += 1;
        return HttpResponse.json({ data: [] });
      }),
      http.post(api('/socials/s1/rsvps'), async ({ request }) => {
        expect(await request.json()).toEqual({ ticketTierId: 't1' });
        return HttpResponse.json({ id: 'r1', socialId: 's1', userId: 'u1', ticketTierId: 't1', status: 'APPROVED', createdAt: 0, updatedAt: 0 });
      }),
    );
    const { store } = setupApiClient(fakeJwt('signed-in'));
    // Subscribed, as a mounted page would be.
    store.dispatch(socialsApi.endpoints.getSocial.initiate('s1'));
    store.dispatch(rsvpsApi.endpoints.getRsvpedSocials.initiate('u1'));
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    await store.dispatch(rsvpsApi.endpoints.createRsvp.initiate({ socialId: 's1', ticketTierId: 't1' })).unwrap();
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    expect(calls).toEqual({ social: 2, rsvped: 2 });
  });

  it("a completed RSVP refetches who's going; a half-done one refetches nothing", async () => {
    let guestLists = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get(api('/socials/s1/homiesgoing'), () => {
        guestLists += 1;
        return HttpResponse.json({ count: guestLists, data: [] });
      }),
      http.post(api('/socials/s1/rsvps'), async ({ request }) => {
        const body = (await request.json()) as { partial?: boolean };
        bodies.push(body);
        return HttpResponse.json({ id: 'r1', socialId: 's1', userId: 'u1', ticketTierId: 't1', status: body.partial ? 'PARTIAL_UPDATE' : 'APPROVED' });
      }),
    );
    const { store } = setupApiClient(fakeJwt('signed-in'));
    store.dispatch(socialsApi.endpoints.getGuestList.initiate('s1'));
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    await store.dispatch(rsvpsApi.endpoints.createRsvp.initiate({ socialId: 's1', partial: true })).unwrap();
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));
    expect(guestLists).toBe(1);

    await store.dispatch(rsvpsApi.endpoints.createRsvp.initiate({ socialId: 's1', answers: [] })).unwrap();
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));
    expect(guestLists).toBe(2);
    expect(bodies).toEqual([{ partial: true }, { answers: [] }]);
  });

  it('an approval change refetches the review list', async () => {
    let reviews = 0;
    server.use(
      http.get(api('/socials/reviewing-publicity'), ({ request }) => {
        reviews += 1;
        expect(new URL(request.url).searchParams.get('status')).toBe('PENDING');
        return HttpResponse.json({ data: [aSocial('s1', { publicApprovalStatus: 'PENDING' })], meta: { lastEvaluatedKey: null } });
      }),
      http.patch(api('/socials/s1'), () => HttpResponse.json({ ...aSocial('s1'), myRsvp: null })),
    );
    const { store } = setupApiClient(fakeJwt('admin'));
    store.dispatch(socialsApi.endpoints.getReviewingPublicity.initiate({ status: 'PENDING' }));
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    await store.dispatch(socialsApi.endpoints.updateSocial.initiate({ id: 's1', body: { publicApprovalStatus: 'APPROVED' } })).unwrap();
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    expect(reviews).toBe(2);
  });
});
