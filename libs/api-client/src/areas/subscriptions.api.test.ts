import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { setupApiClient } from '../test/api-test-kit';
import { aSocial } from '../test/fixtures';
import { socialsApi } from './socials.api';
import { subscriptionsApi } from './subscriptions.api';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('subscriptions API', () => {
  it('reads the subscribers CSV as text', async () => {
    server.use(
      http.get(api('/hosts/subscribers'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('format')).toBe('csv');
        return HttpResponse.text('name,email\nAda,ada@x.test\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));

    expect(await store.dispatch(subscriptionsApi.endpoints.exportSubscribersCsv.initiate()).unwrap()).toBe('name,email\nAda,ada@x.test\n');
  });

  it('refetches the social after following its hosts, so isSubscribedAllHosts is fresh', async () => {
    let reads = 0;
    server.use(
      http.get(api('/socials/slug/jazz'), () => {
        reads += 1;
        return HttpResponse.json({ ...aSocial('s1'), myRsvp: null, isSubscribedAllHosts: reads > 1 });
      }),
      http.post(api('/hosts/h1/subscribe'), async ({ request }) => {
        expect(await request.json()).toEqual({ allHostsOfSocialId: 's1' });
        return HttpResponse.json({ hostIds: ['h1'] });
      }),
    );
    const { store } = setupApiClient(fakeJwt('attendee'));
    store.dispatch(socialsApi.endpoints.getSocialBySlug.initiate('jazz'));
    await expect.poll(() => reads).toBe(1);

    await store.dispatch(subscriptionsApi.endpoints.followHosts.initiate({ hostId: 'h1', allHostsOfSocialId: 's1' })).unwrap();

    await expect.poll(() => reads).toBe(2);
  });
});
