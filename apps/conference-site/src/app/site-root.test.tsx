import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createAppRoutes, RootLayout } from '@socials/ui';
import { appRoutes } from './routes';
import { HomeRoute } from './site-pages';
import { SiteRoot, SiteShell } from './site-root';
import { App, createAppStore, RequireAuth } from '@socials/auth';
import type { Conference } from '@socials/domain';
import { makeConference } from '../test/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveConfig(configuredHost: string | null, conferences: Conference[] = [], configuredId: string | null = 'ai-summit-2026') {
  server.use(
    http.get('*/api/configs', () =>
      HttpResponse.json({ conference: configuredHost || configuredId ? { host: configuredHost, type: 'SUMMIT', id: configuredId } : null }),
    ),
    http.get('*/api/conferences', ({ request }) => {
      const domain = new URL(request.url).searchParams.get('domain');
      return HttpResponse.json({ data: conferences.filter((conference) => domain === null || conference.domain === domain) });
    }),
    http.get('*/api/conferences/:id/patrons', () => HttpResponse.json({ data: [] })),
    http.get('*/api/conferences/:id/sessions', () => HttpResponse.json({ data: [] })),
    http.get('*/api/speakers', () => HttpResponse.json({ data: [] })),
    http.get('*/api/conferences/:id', ({ params }) => {
      const found = conferences.find((conference) => conference.id === params.id || conference.slug === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Conference not found' }, { status: 404 });
    }),
  );
}

function renderSite(requestHost: string, configuredHost: string | null, conferences: Conference[] = [], configuredId?: string | null, initialEntries = ['/']) {
  serveConfig(configuredHost, conferences, configuredId);
  const router = createMemoryRouter(
    [{ element: <SiteRoot host={requestHost} />, children: [{ element: <SiteShell />, children: [{ index: true, element: <HomeRoute /> }] }] }],
    {
      initialEntries,
    },
  );
  renderRouter(router);
  return router;
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  render(<App store={createAppStore()} router={router} />);
}

const dataDays = makeConference();

describe('SiteRoot layout choice', () => {
  it('uses the conference layout on the conference host', async () => {
    renderSite('summit.example.com', 'summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ai Summit 2026' })).toBeInTheDocument();
    // The whole menu is listed in the Menu panel (a wide screen's bar keeps the last sections under "More").
    await act(async () => screen.getByRole('button', { name: 'Menu' }).click());
    const menu = screen.getAllByRole('navigation', { name: 'Main' })[1]!;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Speakers', 'Agenda', 'Venue', 'Partners', 'Tickets', 'My tickets', 'My agenda', 'Networking']);
  });

  it('shows the conference found by its host name, in its own colours', async () => {
    renderSite('summit.example.com', 'summit.example.com', [dataDays]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Days' })).toBeInTheDocument();
    expect(screen.getByText('May 12 – 13, 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get tickets' })).toHaveAttribute('href', '/tickets');
    expect(document.querySelector<HTMLElement>('[style*="--conference-primary"]')?.style.getPropertyValue('--conference-primary')).toBe('#b91c1c');
  });

  it("uses the conference layout on a conference's own domain, configured host or not", async () => {
    const own = { ...dataDays, domain: 'datadays.example.org' };
    renderSite('www.datadays.example.org:8443', 'summit.example.com', [own]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Days' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Speakers');
    expect(document.querySelector<HTMLElement>('[style*="--conference-accent"]')?.style.getPropertyValue('--conference-accent')).toBe('#0f766e');
  });

  it('keeps the default layout when the conference found is not on the request host', async () => {
    renderSite(
      'localhost:8080',
      null,
      [{ ...dataDays, domain: 'datadays.example.org' }, makeConference({ id: 'ops', slug: 'ops-week', name: 'Ops Week', domain: null })],
      null,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
  });

  it('ignores a leading www. on the request host', async () => {
    renderSite('www.summit.example.com', 'summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ai Summit 2026' })).toBeInTheDocument();
  });

  it('ignores a leading www. on the configured host', async () => {
    renderSite('summit.example.com:8080', 'www.summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ai Summit 2026' })).toBeInTheDocument();
  });

  it('uses the default layout on any other host when CONFERENCE_ID names none', async () => {
    renderSite('localhost:8080', 'summit.example.com', [], null);
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speakers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Socials' })).toHaveAttribute('href', '/');
  });

  it('uses the default layout when no conference is configured', async () => {
    renderSite('summit.example.com', null, [], null);
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
  });
});

describe('SiteRoot at /conference/ on the platform', () => {
  const onItsOwn = makeConference({ domain: null });
  const opsWeek = makeConference({ id: '0b7e0f4e-4a8e-4e8a-9a55-5b8f0d7c2e11', slug: 'ops-week', name: 'Ops Week', domain: 'opsweek.example.org' });

  it('shows the conference CONFERENCE_ID names (its slug), with no conference host configured', async () => {
    renderSite('localhost:8080', null, [onItsOwn, opsWeek], 'data-days');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Days' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Speakers');
  });

  it('shows the conference CONFERENCE_ID names away from the configured conference host too', async () => {
    renderSite('localhost:8080', 'summit.example.com', [onItsOwn], onItsOwn.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Days' })).toBeInTheDocument();
  });

  it('shows the only published conference when none is configured', async () => {
    renderSite('localhost:8080', null, [opsWeek], null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops Week' })).toBeInTheDocument();
  });

  it('shows the conference a link names, and keeps it on the next page opened in the site', async () => {
    const router = renderSite('localhost:8080', null, [onItsOwn, opsWeek], 'data-days', ['/?conference=ops-week']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops Week' })).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { level: 1, name: 'Ops Week' })).toBeInTheDocument();
  });
});

describe('the route table', () => {
  const openSection = (requestHost: string, configuredId?: string | null) => {
    serveConfig('summit.example.com', [], configuredId);
    const root = (
      <RootLayout appName="Socials conference">
        <SiteRoot host={requestHost} />
      </RootLayout>
    );
    const router = createMemoryRouter(createAppRoutes(appRoutes, { root, shell: <SiteShell />, guards: { user: <RequireAuth /> } }), {
      initialEntries: ['/speakers'],
    });
    renderRouter(router);
    return router;
  };

  it('shows a section on the conference host under its title from the table', async () => {
    openSection('summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads a section home on any other host when CONFERENCE_ID names none', async () => {
    const router = openSection('localhost:8080', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
