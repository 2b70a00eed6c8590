import { MAX_ANALYTICS_DETAIL_CHARS, type AnalyticsEventBatch } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApi } from '../base-api';
import { setupApiClient } from '../test/api-test-kit';
import { fakeJwt } from '../test/fake-jwt';
import { FLUSH_DELAY_MS, flushAnalytics, startAnalytics, stopAnalytics, trackPageView } from './call-tracker';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

const callsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithCode: build.mutation<{ ok: boolean }, { email: string; code: string }>({
      query: (body) => ({ url: '/tracked?x=1', method: 'POST', body }),
    }),
    readTracked: build.query<{ ok: boolean }, void>({ query: () => '/tracked' }),
  }),
});

interface ReceivedBatch {
  body: AnalyticsEventBatch;
  headers: Headers;
}

/** The analytics endpoint, keeping each batch it gets. */
function analyticsServer() {
  const batches: ReceivedBatch[] = [];
  server.use(
    http.post(api('/analytics/events'), async ({ request }) => {
      batches.push({ body: (await request.json()) as AnalyticsEventBatch, headers: request.headers });
      return HttpResponse.json({ accepted: 1 }, { status: 202 });
    }),
  );
  return batches;
}

const untilSent = async (batches: ReceivedBatch[], count = 1) => vi.waitFor(() => expect(batches.length).toBeGreaterThanOrEqual(count), { timeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stopAnalytics();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('the call tracker', () => {
  it('records a non-GET call and a failed call with its payload (secrets removed) and response, in one batch', async () => {
    const { store } = setupApiClient(null);
    const batches = analyticsServer();
    server.use(
      http.post(api('/tracked'), () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Wrong code' }, { status: 400 })),
      http.get(api('/tracked'), () => HttpResponse.json({ ok: true })),
    );
    startAnalytics();
    await store.dispatch(callsApi.endpoints.signInWithCode.initiate({ email: 'ada@example.com', code: '123456' }));
    await store.dispatch(callsApi.endpoints.readTracked.initiate());
    flushAnalytics();
    await untilSent(batches);

    expect(batches).toHaveLength(1);
    expect(batches[0]?.headers.get('x-visitor-id')).toBe('visitor-1');
    expect(batches[0]?.body.events).toEqual([
      {
        type: 'API_FAILURE',
        method: 'POST',
        endpoint: '/tracked',
        status: 400,
        detail: { payload: { email: 'ada@example.com', code: '[redacted]' }, response: { statusCode: 400, error: 'Bad Request', message: 'Wrong code' } },
      },
    ]);
  });

  it('sends page views after a second, as the signed-in user, and nothing while stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      setupApiClient(fakeJwt('user-1'));
      const batches = analyticsServer();
      trackPageView('ignored-while-stopped');
      startAnalytics();
      trackPageView('social-1');
      trackPageView('social-1');
      expect(batches).toHaveLength(0);
      vi.advanceTimersByTime(FLUSH_DELAY_MS);
      vi.useRealTimers();
      await untilSent(batches);
      expect(batches[0]?.headers.get('authorization')).toMatch(/^Bearer /);
      expect(batches[0]?.body.events).toEqual([
        { type: 'PAGE_VIEW', socialId: 'social-1' },
        { type: 'PAGE_VIEW', socialId: 'social-1' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never breaks a call when the analytics endpoint fails', async () => {
    const { store } = setupApiClient(null);
    server.use(
      http.post(api('/analytics/events'), () => HttpResponse.error()),
      http.post(api('/tracked'), () => HttpResponse.json({ ok: true })),
    );
    startAnalytics();
    const result = await store.dispatch(callsApi.endpoints.signInWithCode.initiate({ email: 'a@example.com', code: '1' }));
    expect(result.data).toEqual({ ok: true });
    expect(() => flushAnalytics()).not.toThrow();
  });
});

describe('a failed call with a large payload', () => {
  it('says it was too large instead of sending what the server would refuse', async () => {
    const { store } = setupApiClient(null);
    const batches = analyticsServer();
    server.use(http.post(api('/tracked'), () => HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: '"'.repeat(1400) }, { status: 400 })));
    startAnalytics();
    // Ten fields of quotes: cut to 1,500 characters of JSON, whose escaping then doubles it again.
    const payload = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`field${i}`, '"'.repeat(400)]));
    await store.dispatch(callsApi.endpoints.signInWithCode.initiate({ ...payload, email: 'a@example.com', code: '1' }));
    flushAnalytics();
    await untilSent(batches);
    expect(batches[0]?.body.events[0]).toMatchObject({ type: 'API_FAILURE', status: 400, detail: { tooLarge: true } });
    expect(JSON.stringify(batches[0]?.body.events[0]?.detail).length).toBeLessThanOrEqual(MAX_ANALYTICS_DETAIL_CHARS);
  });
});
