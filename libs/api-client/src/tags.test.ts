import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hostSocialsApi } from './areas/host-socials.api';
import { socialsApi } from './areas/socials.api';
import { setupApiClient } from './test/api-test-kit';
import { fakeJwt } from './test/fake-jwt';
import { aSocial } from './test/fixtures';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const LISTS = {
  public: ['get', '/socials/public'],
  past: ['get', '/socials/past'],
  search: ['post', '/socials/search'],
  home: ['get', '/socials/homepage-feature'],
  myPast: ['get', '/socials/my-past'],
  hosted: ['get', '/socials/hosted'],
  reviewing: ['get', '/socials/reviewing-publicity'],
} as const;
const REVIEWING_SUMMARY = api('/socials/reviewing-publicity/summary');
type ListName = keyof typeof LISTS;

/** Serves every list of socials with a social other than s1, so only the list's own tag can refetch it. */
function serveLists() {
  const calls = Object.fromEntries(Object.keys(LISTS).map((name) => [name, 0])) as Record<ListName, number>;
  server.use(
    ...(Object.entries(LISTS) as [ListName, (typeof LISTS)[ListName]][]).map(([name, [method, path]]) =>
      http[method](api(path), () => {
        calls[name] += 1;
        return HttpResponse.json({ data: [aSocial('other')], meta: { lastEvaluatedKey: null } });
      }),
    ),
  );
  return calls;
}

const social = () => HttpResponse.json({ ...aSocial('s1'), myRsvp: null });

const MUTATIONS = {
  // Duplicating a social is a copy read, then this create.
  create: (store: Store) => store.dispatch(socialsApi.endpoints.createSocial.initiate({} as never)),
  update: (store: Store) => store.dispatch(socialsApi.endpoints.updateSocial.initiate({ id: 's1', body: { title: 'Renamed' } })),
  approval: (store: Store) => store.dispatch(socialsApi.endpoints.updateSocial.initiate({ id: 's1', body: { publicApprovalStatus: 'APPROVED' } })),
  delete: (store: Store) => store.dispatch(socialsApi.endpoints.deleteSocial.initiate('s1')),
  cancel: (store: Store) => store.dispatch(hostSocialsApi.endpoints.cancelSocial.initiate('s1')),
};
type Store = ReturnType<typeof setupApiClient>['store'];

describe('cache tags', () => {
  it.each(Object.keys(MUTATIONS) as (keyof typeof MUTATIONS)[])('a social change (%s) refetches every list of socials', async (mutation) => {
    const calls = serveLists();
    server.use(
      http.post(api('/socials'), social),
      http.patch(api('/socials/s1'), social),
      http.delete(api('/socials/s1'), () => new HttpResponse(null, { status: 204 })),
      http.post(api('/socials/s1/cancel'), social),
    );
    let summaryCalls = 0;
    server.use(
      http.get(REVIEWING_SUMMARY, () => {
        summaryCalls += 1;
        return HttpResponse.json({ counts: { PENDING: 1, APPROVED: 0, APPROVED_FEATURE: 0, DECLINED: 0, REVISION_NEEDED: 0 } });
      }),
    );
    const { store } = setupApiClient(fakeJwt('host'));
    store.dispatch(socialsApi.endpoints.getPublicSocials.initiate());
    store.dispatch(socialsApi.endpoints.getPastSocials.initiate());
    store.dispatch(socialsApi.endpoints.searchSocials.initiate({ text: 'jazz' }));
    store.dispatch(socialsApi.endpoints.getHomepageSection.initiate({ section: 'UPCOMING' }));
    store.dispatch(socialsApi.endpoints.getMyPastSocials.initiate());
    store.dispatch(socialsApi.endpoints.getHostedSocials.initiate());
    store.dispatch(socialsApi.endpoints.getReviewingPublicity.initiate());
    store.dispatch(socialsApi.endpoints.getReviewingSummary.initiate());
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    await MUTATIONS[mutation](store).unwrap();
    await Promise.all(store.dispatch(socialsApi.util.getRunningQueriesThunk()));

    expect(calls).toEqual({ public: 2, past: 2, search: 2, home: 2, myPast: 2, hosted: 2, reviewing: 2 });
    expect(summaryCalls, 'the review queue counts').toBe(2);
  });
});
