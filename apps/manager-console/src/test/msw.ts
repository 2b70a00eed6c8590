import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { fakeAccessToken, me } from './fixtures';

/** The API as the tests need it; each test adds its own handlers with server.use(...). */
export const server = setupServer(
  http.get('*/api/cities', () => HttpResponse.json({ data: [{ id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' }] })),
);

export function setupMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    document.cookie = 'socials_session=; Path=/; Max-Age=0';
  });
  afterAll(() => server.close());
}

/** Signs the next render in as `me`, a staff member. */
export function signIn() {
  document.cookie = `socials_session=${fakeAccessToken()}; Path=/`;
  server.use(http.get('*/api/users/me', () => HttpResponse.json({ ...me, isAdmin: true })));
}
