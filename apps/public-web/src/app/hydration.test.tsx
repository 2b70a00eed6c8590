import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { createAppStore } from '@socials/auth';
import { hydrateServerMarkup, renderServerMarkup } from '@socials/auth/testing';
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

  // What entry-server.tsx does.
  const serverStore = createAppStore();
  const loaded = await loadSocialPage({ store: serverStore, params: { slug: 'founders-dinner' }, publicUrl: url.origin });
  expect(loaded.kind).toBe('page');
  const html = await renderServerMarkup({
    routes: routeObjects,
    url,
    render: (router, context) => <ServerApp store={serverStore} router={router} context={context} origin={url.origin} />,
  });

  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const serverHeading = root.querySelector('h1#social-title');
  expect(serverHeading).toHaveTextContent(social.title);

  // What main.tsx does with server markup.
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors = await hydrateServerMarkup(root, {
    serverStore,
    store,
    loadPages: () => loadPagesOf(url.pathname),
    app: () => <App store={store} router={startRouter()} />,
  });

  expect(await screen.findByRole('heading', { level: 1, name: social.title })).toBe(serverHeading);
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
});
