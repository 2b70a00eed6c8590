import { aMe } from '@socials/domain/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usersApi } from './areas/users.api';
import { fakeJwt } from './test/fake-jwt';
import { probeApi, setupApiClient } from './test/api-test-kit';

const api = (path: string) => new URL(`/api${path}`, window.location.origin).href;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const me = aMe();

/** /probe answers 401 to `staleToken` and ok to anything else; /auth/oauth/refresh issues `freshToken`. */
function tokenServer(staleToken: string, freshToken: string | null) {
  const calls = { refresh: 0, probeAuth: [] as (string | null)[] };
  server.use(
    http.get(api('/probe'), ({ request }) => {
      const authorization = request.headers.get('authorization');
      calls.probeAuth.push(authorization);
      if (authorization === `Bearer ${staleToken}`) {
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'The access token is invalid or has expired' }, { status: 401 });
      }
      return HttpResponse.json({ ok: true });
    }),
    http.post(api('/auth/oauth/refresh'), () => {
      calls.refresh += 1;
      if (!freshToken) return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'No refresh token' }, { status: 401 });
      return HttpResponse.json({ access_token: freshToken, token_type: 'Bearer', expires_in: 900 });
    }),
  );
  return calls;
}

describe('shared headers', () => {
  it('sends the bearer token, firewall token, marketing data and an outside referrer', async () => {
    const token = fakeJwt('signed-in');
    window.history.replaceState(null, '', '/socials?utm_source=newsletter&utm_medium=email');
    Object.defineProperty(document, 'referrer', { value: 'https://news.example/post', configurable: true });
    let headers: Headers | undefined;
    server.use(
      http.get(api('/probe'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { store } = setupApiClient(token);

    await store.dispatch(probeApi.endpoints.probe.initiate()).unwrap();

    expect(headers?.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers?.get('x-waf-token')).toBe('waf-1');
    expect(headers?.get('x-marketing-data')).toBe('utm_source=newsletter&utm_medium=email');
    expect(headers?.get('x-referrer')).toBe('https://news.example/post');
    expect(headers?.has('x-visitor-id')).toBe(false);
  });

  it('sends the visitor id when anonymous and no referrer from our own origin', async () => {
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/socials`, configurable: true });
    let headers: Headers | undefined;
    server.use(
      http.get(api('/probe'), ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(probeApi.endpoints.probe.initiate()).unwrap();

    expect(headers?.get('x-visitor-id')).toBe('visitor-1');
    expect(headers?.has('authorization')).toBe(false);
    expect(headers?.has('x-referrer')).toBe(false);
    expect(headers?.has('x-marketing-data')).toBe(false);
  });

  it('serialises array params with brackets', async () => {
    let url: URL | undefined;
    server.use(
      http.get(api('/probe'), ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(probeApi.endpoints.probe.initiate({ tags: ['music', 'tech'], q: 'jazz' })).unwrap();

    expect(url?.searchParams.getAll('tags[]')).toEqual(['music', 'tech']);
    expect(url?.searchParams.get('q')).toBe('jazz');
    expect(decodeURIComponent(url?.search ?? '')).toBe('?tags[]=music&tags[]=tech&q=jazz');
  });
});

describe('token renewal', () => {
  it('renews the token once on 401 and retries with the new one', async () => {
    const stale = fakeJwt('stale');
    const fresh = fakeJwt('fresh');
    const calls = tokenServer(stale, fresh);
    const { store, config, currentToken } = setupApiClient(stale);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.data).toEqual({ ok: true });
    expect(calls.refresh).toBe(1);
    expect(calls.probeAuth).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    expect(config.setAccessToken).toHaveBeenCalledWith(fresh);
    expect(currentToken()).toBe(fresh);
    expect(config.onLoginRequired).not.toHaveBeenCalled();
  });

  it('renews on a message saying unauthorized, whatever the status', async () => {
    const stale = fakeJwt('stale');
    const fresh = fakeJwt('fresh');
    let refreshes = 0;
    server.use(
      http.get(api('/probe'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${stale}`
          ? HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'Unauthorized request' }, { status: 400 })
          : HttpResponse.json({ ok: true }),
      ),
      http.post(api('/auth/oauth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ access_token: fresh, token_type: 'Bearer', expires_in: 900 });
      }),
    );
    const { store } = setupApiClient(stale);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.data).toEqual({ ok: true });
    expect(refreshes).toBe(1);
  });

  it('clears the session and asks for a login when renewal fails', async () => {
    const stale = fakeJwt('stale');
    const calls = tokenServer(stale, null);
    const { store, config } = setupApiClient(stale);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(1);
    expect(calls.probeAuth).toHaveLength(1);
    expect(config.clearSession).toHaveBeenCalledTimes(1);
    expect(config.onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('inside the login popup, logs out and reloads instead', async () => {
    window.history.replaceState(null, '', '/socials/abc?popup=login');
    const stale = fakeJwt('stale');
    tokenServer(stale, null);
    let loggedOut = false;
    server.use(
      http.post(api('/auth/logout'), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, config } = setupApiClient(stale);

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(config.clearSession).toHaveBeenCalled();
    expect(loggedOut).toBe(true);
    expect(config.reload).toHaveBeenCalledTimes(1);
    expect(config.onLoginRequired).not.toHaveBeenCalled();
  });

  it('shares one renewal among parallel requests that fail together', async () => {
    const stale = fakeJwt('stale');
    const fresh = fakeJwt('fresh');
    let refreshes = 0;
    let unauthorized = 0;
    let releaseRefresh = () => {};
    const allFailed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    server.use(
      http.get(api('/probe'), ({ request }) => {
        if (request.headers.get('authorization') !== `Bearer ${stale}`) return HttpResponse.json({ ok: true });
        unauthorized += 1;
        if (unauthorized === 3) releaseRefresh();
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, { status: 401 });
      }),
      http.post(api('/auth/oauth/refresh'), async () => {
        refreshes += 1;
        // Answer only once all three requests have failed, so that they overlap with this renewal.
        await allFailed;
        return HttpResponse.json({ access_token: fresh, token_type: 'Bearer', expires_in: 900 });
      }),
    );
    const { store } = setupApiClient(stale);

    const results = await Promise.all([1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate({ n }))));

    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });

  it('renews a token that is about to expire before sending', async () => {
    const expiring = fakeJwt('expiring', 60);
    const fresh = fakeJwt('fresh');
    const calls = tokenServer('never-used', fresh);
    const { store } = setupApiClient(expiring);

    await store.dispatch(probeApi.endpoints.probe.initiate()).unwrap();

    expect(calls.refresh).toBe(1);
    expect(calls.probeAuth).toEqual([`Bearer ${fresh}`]);
  });

  it('does not renew for anonymous requests', async () => {
    let refreshes = 0;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Sign in first' }, { status: 401 })),
      http.post(api('/auth/oauth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { store, config } = setupApiClient(null);

    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(config.onLoginRequired).not.toHaveBeenCalled();
  });

  it('does not ask for a login when the retry is still forbidden', async () => {
    const stale = fakeJwt('stale');
    const fresh = fakeJwt('fresh');
    server.use(
      http.get(api('/probe'), () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Only administrators can do this' }, { status: 403 })),
      http.post(api('/auth/oauth/refresh'), () => HttpResponse.json({ access_token: fresh, token_type: 'Bearer', expires_in: 900 })),
    );
    const { store, config } = setupApiClient(stale);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.error).toMatchObject({ status: 403, data: { message: 'Only administrators can do this' } });
    expect(config.onLoginRequired).not.toHaveBeenCalled();
    expect(config.clearSession).not.toHaveBeenCalled();
  });

  it('hands back the 403 of an endpoint that answers with it, without renewing or asking for a login', async () => {
    const token = fakeJwt('host');
    let refreshes = 0;
    server.use(
      http.get(api('/probe'), () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Table plans are not turned on for this host' }, { status: 403 }),
      ),
      http.post(api('/auth/oauth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'No session' }, { status: 401 });
      }),
    );
    const { store, config } = setupApiClient(token);

    const result = await store.dispatch(probeApi.endpoints.probeFeature.initiate());

    expect(result.error).toMatchObject({ status: 403, data: { message: 'Table plans are not turned on for this host' } });
    expect(refreshes).toBe(0);
    expect(config.onLoginRequired).not.toHaveBeenCalled();
  });
});

describe('error handling', () => {
  it('hands a 405 with data to the bot check and returns the error', async () => {
    const challenge = { siteKey: 'abc' };
    server.use(
      http.get(api('/users/me'), () =>
        HttpResponse.json({ statusCode: 405, error: 'Method Not Allowed', message: 'Verify', data: challenge }, { status: 405 }),
      ),
    );
    const { store, config } = setupApiClient(fakeJwt('signed-in'));

    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());

    expect(config.onBotCheck).toHaveBeenCalledWith(challenge);
    expect(result.error).toMatchObject({ status: 405, data: { data: challenge } });
  });

  it('makes the call again with the new firewall token once the bot check is solved', async () => {
    const challenge = { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x' };
    const seen: (string | null)[] = [];
    server.use(
      http.post(api('/probe'), ({ request }) => {
        const waf = request.headers.get('x-waf-token');
        seen.push(waf);
        if (waf !== 'solved') return HttpResponse.json({ statusCode: 405, error: 'Method Not Allowed', message: 'Verify', data: challenge }, { status: 405 });
        return HttpResponse.json({ ok: true });
      }),
    );
    let waf = 'stale';
    const { store, config } = setupApiClient(null, {
      getFirewallToken: () => waf,
      onBotCheck: vi.fn(async () => {
        waf = 'solved';
        return true;
      }),
    });

    const result = await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(config.onBotCheck).toHaveBeenCalledWith(challenge);
    expect(seen).toEqual(['stale', 'solved']);
    expect(result).toMatchObject({ data: { ok: true } });
  });

  it('returns the 405 when the bot check is not solved', async () => {
    let calls = 0;
    server.use(
      http.post(api('/probe'), () => {
        calls += 1;
        return HttpResponse.json({ statusCode: 405, error: 'Method Not Allowed', message: 'Verify', data: { salt: 's' } }, { status: 405 });
      }),
    );
    const { store } = setupApiClient(null, { onBotCheck: vi.fn(async () => false) });

    const result = await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(calls).toBe(1);
    expect(result).toMatchObject({ error: { status: 405 } });
  });

  it('ignores a 405 without data', async () => {
    server.use(http.post(api('/probe'), () => HttpResponse.json({ statusCode: 405, error: 'Method Not Allowed', message: 'No' }, { status: 405 })));
    const { store, config } = setupApiClient(null);

    await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(config.onBotCheck).not.toHaveBeenCalled();
  });

  it('turns an HTML error page into its status with an empty message', async () => {
    server.use(http.post(api('/probe'), () => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 502 })));
    const { store } = setupApiClient(null);

    const result = await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(result.error).toEqual({ status: 502, data: { message: '' } });
  });

  it('passes other failures on with their body and status', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: 'Sold out' };
    server.use(http.post(api('/probe'), () => HttpResponse.json(body, { status: 409 })));
    const { store } = setupApiClient(null);

    const result = await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(result.error).toEqual({ status: 409, data: body });
  });
});

describe('retries', () => {
  it('retries an idempotent GET on a transient failure, 3 attempts at most', async () => {
    let attempts = 0;
    server.use(
      http.get(api('/probe'), () => {
        attempts += 1;
        return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }, { status: 503 });
      }),
    );
    const { store } = setupApiClient(null);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.error).toMatchObject({ status: 503 });
    expect(attempts).toBe(3);
  });

  it('succeeds when a later attempt does', async () => {
    let attempts = 0;
    server.use(
      http.get(api('/probe'), () => {
        attempts += 1;
        return attempts < 2 ? new HttpResponse(null, { status: 502 }) : HttpResponse.json({ ok: true });
      }),
    );
    const { store } = setupApiClient(null);

    const result = await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(result.data).toEqual({ ok: true });
    expect(attempts).toBe(2);
  });

  it('never retries a mutation', async () => {
    let attempts = 0;
    server.use(
      http.post(api('/probe'), () => {
        attempts += 1;
        return HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }, { status: 503 });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(probeApi.endpoints.probePost.initiate());

    expect(attempts).toBe(1);
  });

  it('does not retry a client error', async () => {
    let attempts = 0;
    server.use(
      http.get(api('/probe'), () => {
        attempts += 1;
        return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'gone' }, { status: 404 });
      }),
    );
    const { store } = setupApiClient(null);

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(attempts).toBe(1);
  });
});

describe('current user', () => {
  it('reads GET /users/me', async () => {
    server.use(http.get(api('/users/me'), () => HttpResponse.json(me)));
    const { store } = setupApiClient(fakeJwt('signed-in'));

    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());

    expect(result.data).toEqual(me);
  });
});
