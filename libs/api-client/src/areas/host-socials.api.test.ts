import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { setupApiClient } from '../test/api-test-kit';
import { aSocial } from '../test/fixtures';
import { hostSocialsApi } from './host-socials.api';
import { socialsApi } from './socials.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rsvp = (id: string, status = 'PENDING') => ({ id, socialId: 's1', userId: `u-${id}`, status });

describe('host socials API', () => {
  it('keeps the pages of one filter in one list and sends the filters as query parameters', async () => {
    const queries: string[] = [];
    server.use(
      http.get(api('/socials/s1/rsvps'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        return query.get('exclusiveStartKey')
          ? HttpResponse.json({ data: [rsvp('b')], meta: { lastEvaluatedKey: null } })
          : HttpResponse.json({ data: [rsvp('a')], meta: { lastEvaluatedKey: 'k1' } });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));

    await store.dispatch(hostSocialsApi.endpoints.getSocialAttendees.initiate({ socialId: 's1', status: 'PENDING' }));
    const second = await store.dispatch(hostSocialsApi.endpoints.getSocialAttendees.initiate({ socialId: 's1', status: 'PENDING', exclusiveStartKey: 'k1' }));

    expect(queries).toEqual(['status=PENDING', 'status=PENDING&exclusiveStartKey=k1']);
    expect(second.data?.data.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('reads the CSV export as text', async () => {
    server.use(
      http.post(api('/socials/s1/rsvp-summary-csv'), () => HttpResponse.text('name\nAda\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } })),
    );
    const { store } = setupApiClient(fakeJwt('host'));

    const csv = await store.dispatch(hostSocialsApi.endpoints.exportAttendeesCsv.initiate('s1')).unwrap();

    expect(csv).toBe('name\nAda\n');
  });

  it('refetches the guest list after a bulk approval', async () => {
    let listCalls = 0;
    server.use(
      http.get(api('/socials/s1/rsvps'), () => {
        listCalls += 1;
        return HttpResponse.json({ data: [rsvp('a', listCalls === 1 ? 'PENDING' : 'APPROVED')], meta: { lastEvaluatedKey: null } });
      }),
      http.patch(api('/socials/s1/rsvps'), async ({ request }) => {
        expect(await request.json()).toEqual({ rsvpIds: ['a'], status: 'APPROVED' });
        return HttpResponse.json({ data: [rsvp('a', 'APPROVED')] });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(hostSocialsApi.endpoints.getSocialAttendees.initiate({ socialId: 's1' }));
    await expect.poll(() => listCalls).toBe(1);

    await store.dispatch(hostSocialsApi.endpoints.bulkUpdateAttendees.initiate({ socialId: 's1', rsvpIds: ['a'], status: 'APPROVED' })).unwrap();

    await expect.poll(() => listCalls).toBe(2);
  });

  it('refetches search results after a social is cancelled, also ones it was not on', async () => {
    let searches = 0;
    server.use(
      http.post(api('/socials/search'), () => {
        searches += 1;
        return HttpResponse.json({ data: [aSocial('s2')], meta: { lastEvaluatedKey: null } });
      }),
      http.post(api('/socials/s1/cancel'), () => HttpResponse.json({ ...aSocial('s1', { title: 'Social s1 (CANCELLED)' }), myRsvp: null })),
    );
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(socialsApi.endpoints.searchSocials.initiate({ text: 'cancelled' }));
    await expect.poll(() => searches).toBe(1);

    await store.dispatch(hostSocialsApi.endpoints.cancelSocial.initiate('s1')).unwrap();

    await expect.poll(() => searches).toBe(2);
  });
});
