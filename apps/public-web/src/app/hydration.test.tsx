import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { apiStateHydrated } from '@socials/api-client';
import { createAppStore } from '@socials/auth';
import { loadSocialPage } from '../features/social-detail/load-social-page';
import { makeSocial } from '../test/fixtures';
import { server, setupMockApi } from '../test/msw';
import { App } from './app';
import { loadPagesOf, routeObjects, startRouter } from './router';
import { ServerApp } from './server-app';
import { store } from './store';

setupMockApi();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("hydrates the server's event page: the same markup, taken over without a mismatch", async () => {
  // One clock for both renders (the calendar file carries the time it was made).
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 10, 12, 0) });
  const social = makeSocial({ description: 'Soup & stories.' });
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
  );
  const url = new URL('/socials/founders-dinner', window.location.origin);
  window.history.replaceState(null, '', url.pathname);

  // What entry-server.tsx does, with renderToString (jsdom has no Node streams). Unlike the server's
  // prerender it does not wait for lazy parts: it renders again until none is left to the client
  // (`<!--$!-->` marks such a part).
  const serverStore = createAppStore();
  const loaded = await loadSocialPage({ store: serverStore, params: { slug: 'founders-dinner' }, publicUrl: url.origin });
  expect(loaded.kind).toBe('page');
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('the event page redirected');
  let html = '';
  await vi.waitFor(() => {
    html = renderToString(<ServerApp store={serverStore} router={createStaticRouter(handler.dataRoutes, context)} context={context} origin={url.origin} />);
    expect(html).not.toContain('<!--$!-->');
  });

  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const serverHeading = root.querySelector('h1#social-title');
  expect(serverHeading).toHaveTextContent(social.title);

  // What main.tsx does with server markup.
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  store.dispatch(apiStateHydrated({ api: serverStore.getState().api }));
  await loadPagesOf(url.pathname);
  await act(async () => {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} router={startRouter()} />
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });

  expect(await screen.findByRole('heading', { level: 1, name: social.title })).toBe(serverHeading);
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
