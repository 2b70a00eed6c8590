import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { App, createAppStore } from '@socials/auth';
import { hydrateServerMarkup, renderServerMarkup } from '@socials/auth/testing';
import type { ConferenceSession, Speaker } from '@socials/domain';
import { makeConference } from '../test/fixtures';
import { loadSiteConference } from './load-site';
import { loadPagesOf, routeObjects, startRouter } from './router';
import { ServerApp } from './server-app';
import { serverRenderedRoutes } from './server-rendered-routes';
import { store } from './store';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const conference = makeConference({ domain: 'localhost' });
const session = {
  id: 'a1c3a36d-5d0b-4a51-9c0f-0d0c5f1f7a10',
  conferenceId: conference.id,
  title: 'Opening keynote',
  abstract: '',
  track: 'AI',
  room: 'Main hall',
  startsAt: conference.startsAt,
  endsAt: conference.startsAt + 3600_000,
  speakers: [],
} as unknown as ConferenceSession;

it("hydrates the server's agenda: the same markup, taken over without a mismatch, then the visitor's own times", async () => {
  server.use(
    http.get('*/api/configs', () => HttpResponse.json({ conference: { host: 'localhost', type: 'SUMMIT', id: null } })),
    http.get('*/api/conferences', () => HttpResponse.json({ data: [conference] })),
    http.get(`*/api/conferences/${conference.id}/sessions`, () => HttpResponse.json({ data: [session] })),
  );
  const url = new URL('/agenda', window.location.origin);
  window.history.replaceState(null, '', url.pathname);

  // What entry-server.tsx does.
  const serverStore = createAppStore();
  const site = await loadSiteConference(serverStore, url.host);
  expect(site?.name).toBe('Data Days');
  await serverRenderedRoutes.find((route) => route.path === '/agenda')!.load({ store: serverStore, conference: site! });
  const html = await renderServerMarkup({
    routes: routeObjects,
    url,
    render: (router, context) => <ServerApp store={serverStore} router={router} context={context} host={url.host} />,
  });
  expect(html).toContain('--conference-primary:#b91c1c');
  expect(html).toContain('Opening keynote');
  expect(html).not.toContain('Your time');

  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const serverHeading = root.querySelector('h1');

  // What main.tsx does with server markup.
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors = await hydrateServerMarkup(root, {
    serverStore,
    store,
    loadPages: () => loadPagesOf(url.pathname),
    app: () => <App store={store} router={startRouter()} />,
  });

  expect(await screen.findByRole('heading', { level: 1, name: 'Agenda' })).toBe(serverHeading);
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  // Hydrated: the visitor's own zone and the calendar file come in.
  expect(root.querySelector('time')?.getAttribute('title')).toMatch(/^Your time: /);
  expect(screen.getByRole('link', { name: /Add to my calendar/ })).toHaveAttribute('href', expect.stringMatching(/^data:text\/calendar/));
});

it("hydrates the server's home: hero, speakers, agenda highlights and passes, taken over without a mismatch", async () => {
  const speaker = { id: '5a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', name: 'Ada Lovelace', headline: 'Analyst', photoUrl: null } as unknown as Speaker;
  const withPasses = {
    ...conference,
    passes: [{ id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a11', name: 'General', description: '', priceCents: 25_000, quantity: 100, sold: 0, remaining: 100 }],
  } as typeof conference;
  server.use(
    http.get('*/api/configs', () => HttpResponse.json({ conference: { host: 'localhost', type: 'SUMMIT', id: null } })),
    http.get('*/api/conferences', () => HttpResponse.json({ data: [withPasses] })),
    http.get(`*/api/conferences/${conference.id}/sessions`, () => HttpResponse.json({ data: [session] })),
    http.get(`*/api/conferences/${conference.id}/patrons`, () => HttpResponse.json({ data: [] })),
    http.get('*/api/speakers', () => HttpResponse.json({ data: [speaker] })),
  );
  const url = new URL('/', window.location.origin);
  window.history.replaceState(null, '', url.pathname);

  const serverStore = createAppStore();
  const site = await loadSiteConference(serverStore, url.host);
  await serverRenderedRoutes.find((route) => route.path === '/')!.load({ store: serverStore, conference: site! });
  const html = await renderServerMarkup({
    routes: routeObjects,
    url,
    render: (router, context) => <ServerApp store={serverStore} router={router} context={context} host={url.host} />,
  });
  for (const text of ['Data Days</h1>', 'Ada Lovelace', 'Opening keynote', 'General', '$250', 'Buy tickets']) expect(html).toContain(text);
  expect(html).not.toContain('Loading');

  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const serverHeading = root.querySelector('h1');

  // The browser's router may have started on another page in this worker: it shows the home before taking over.
  await startRouter().navigate('/');
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors = await hydrateServerMarkup(root, {
    serverStore,
    store,
    loadPages: () => loadPagesOf(url.pathname),
    app: () => <App store={store} router={startRouter()} />,
  });

  expect(await within(root).findByRole('heading', { level: 1, name: 'Data Days' })).toBe(serverHeading);
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(within(root).getByRole('link', { name: 'Opening keynote' })).toHaveAttribute('href', '/agenda');
});
