import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createAppRoutes, RootLayout } from '@socials/ui';
import { appRoutes } from './routes';
import { HomeRoute } from './site-pages';
import { SiteRoot, SiteShell } from './site-root';
import { App, createAppStore, RequireAuth } from '@socials/auth';
import { makeConference } from '../test/fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveConfig(configuredHost: string | null, conferences: object[] = []) {
  server.use(
    http.get('*/api/configs', () =>
      HttpResponse.json({ conference: configuredHost ? { host: configuredHost, type: 'SUMMIT', id: 'ai-summit-2026' } : null }),
    ),
    http.get('*/api/conferences', () => HttpResponse.json({ data: conferences })),
    http.get('*/api/conferences/:id/patrons', () => HttpResponse.json({ data: [] })),
    http.get('*/api/conferences/:id', () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Conference not found' }, { status: 404 })),
  );
}

function renderSite(requestHost: string, configuredHost: string | null, conferences: object[] = []) {
  serveConfig(configuredHost, conferences);
  const router = createMemoryRouter([{ element: <SiteRoot host={requestHost} />, children: [{ element: <SiteShell />, children: [{ index: true, element: <HomeRoute /> }] }] }]);
  renderRouter(router);
}

function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  render(<App store={createAppStore()} router={router} />);
}

const dataDays = makeConference();

describe('SiteRoot layout choice', () => {
  it('uses the conference layout on the conference host', async () => {
    renderSite('summit.example.com', 'summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ai Summit 2026' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Speakers', 'Agenda', 'Venue', 'Partners', 'Tickets', 'My tickets', 'My agenda', 'Networking']);
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
    renderSite('localhost:8080', null, [{ ...dataDays, domain: 'datadays.example.org' }]);
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

  it('uses the default layout on any other host', async () => {
    renderSite('localhost:8080', 'summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Speakers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Socials' })).toHaveAttribute('href', '/');
  });

  it('uses the default layout when no conference is configured', async () => {
    renderSite('summit.example.com', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
  });
});

describe('the route table', () => {
  const openSection = (requestHost: string) => {
    serveConfig('summit.example.com');
    const root = (
      <RootLayout appName="Socials conference">
        <SiteRoot host={requestHost} />
      </RootLayout>
    );
    const router = createMemoryRouter(createAppRoutes(appRoutes, { root, shell: <SiteShell />, guards: { user: <RequireAuth /> } }), { initialEntries: ['/speakers'] });
    renderRouter(router);
    return router;
  };

  it('shows a section on the conference host under its title from the table', async () => {
    openSection('summit.example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speakers' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads a section home on any other host', async () => {
    const router = openSection('localhost:8080');
    expect(await screen.findByRole('heading', { level: 1, name: 'The conference site of Socials' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
