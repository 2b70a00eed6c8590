import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { SESSION_COOKIE_NAME, type City, type Me } from '@socials/domain';
import { fakeJwt, me as defaultMe } from '@socials/domain/testing';

export interface MockApiOptions {
  /** What GET /api/cities answers. */
  cities: City[];
  /** The user that signIn() signs in. */
  me?: Me;
  /** More calls every page of the app makes (a form's lists), answered in every test. */
  handlers?: RequestHandler[];
}

/** An msw server with the calls every page makes; each test adds its own with server.use(...). */
export function createMockApi({ cities, me = defaultMe, handlers = [] }: MockApiOptions) {
  const server = setupServer(
    http.get('*/api/cities', () => HttpResponse.json({ data: cities })),
    ...handlers,
  );

  /** Starts the server around the test file and forgets the session after each test. */
  function setupMockApi() {
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      document.cookie = `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`;
    });
    afterAll(() => server.close());
  }

  /** Signs the next render in as `me`. */
  function signIn() {
    document.cookie = `${SESSION_COOKIE_NAME}=${fakeJwt(me.id)}; Path=/`;
    server.use(http.get('*/api/users/me', () => HttpResponse.json(me)));
  }

  return { server, setupMockApi, signIn };
}
