import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App, createAppStore, RequireAuth } from '@socials/auth';
import { conferenceSiteLink, getDisplayName, SESSION_COOKIE_NAME, type ConferenceTicket } from '@socials/domain';
import { fakeJwt, me } from '@socials/domain/testing';
import { BareLayout, createAppRoutes, RootLayout } from '@socials/ui';
import { makeConference } from '../test/fixtures';
import { routerBasename } from './basename';
import { appRoutes } from './routes';
import { SiteRoot, SiteShell } from './site-root';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0`;
});
afterAll(() => server.close());

/** The platform at localhost:8080, with CONFERENCE_HOST showing the conference CONFERENCE_ID names. */
const addresses = {
  platformUrl: 'http://localhost:8080',
  protocol: 'http:',
  port: '8080',
  configured: { host: 'summit.example.com', ref: 'configured-summit' },
};
const onItsDomain = makeConference({
  id: '1a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10',
  slug: 'days-on-domain',
  name: 'Days on a Domain',
  domain: 'days.example.org',
});
const configured = makeConference({ id: '2a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug: 'configured-summit', name: 'Configured Summit', domain: null });
const plain = makeConference({ id: '3a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug: 'plain-forum', name: 'Plain Forum', domain: null });
const conferences = [onItsDomain, configured, plain];
const ORDER = '9b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10';

function serveSite() {
  server.use(
    http.get('*/api/configs', () => HttpResponse.json({ conference: { host: addresses.configured.host, type: null, id: addresses.configured.ref } })),
    http.get('*/api/conferences', ({ request }) => {
      const domain = new URL(request.url).searchParams.get('domain');
      return HttpResponse.json({ data: conferences.filter((conference) => domain === null || conference.domain === domain) });
    }),
    http.get('*/api/conferences/:id', ({ params }) => {
      const found = conferences.find((conference) => conference.id === params.id || conference.slug === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Conference not found' }, { status: 404 });
    }),
    // Each conference's tickets page lists one ticket named after it.
    http.get('*/api/users/me/tickets/conferences/:id', ({ params }) => {
      const conference = conferences.find((candidate) => candidate.id === params.id)!;
      const ticket: ConferenceTicket = {
        id: `${ORDER.slice(0, -2)}01`,
        conferenceId: conference.id,
        passName: `${conference.name} pass`,
        status: 'UNASSIGNED',
        assignedEmail: null,
        holderName: '',
        holderCompany: '',
        holderJobTitle: '',
        isMine: false,
        boughtByMe: true,
      };
      return HttpResponse.json({ data: [ticket] });
    }),
  );
}

/** Opens a link the server made as the browser does after a full page load: on its host, under the site's basename. */
function openLink(link: string, signedIn: boolean) {
  serveSite();
  if (signedIn) {
    document.cookie = `${SESSION_COOKIE_NAME}=${fakeJwt(me.id)}; Path=/`;
    server.use(http.get('*/api/users/me', () => HttpResponse.json(me)));
  }
  const url = new URL(link);
  const root = (
    <RootLayout appName="Socials conference">
      <SiteRoot host={url.host} />
    </RootLayout>
  );
  const routes = createAppRoutes(appRoutes, { root, shell: <SiteShell />, bare: <BareLayout />, guards: { user: <RequireAuth /> } });
  const router = createMemoryRouter(routes, { basename: routerBasename(url.pathname), initialEntries: [`${url.pathname}${url.search}`] });
  render(<App store={createAppStore()} router={router} />);
  return router;
}

const kinds = [
  { kind: 'on its own domain', conference: onItsDomain, origin: 'http://days.example.org:8080' },
  { kind: 'on CONFERENCE_HOST, which CONFERENCE_ID names it for', conference: configured, origin: 'http://summit.example.com:8080' },
  { kind: 'at /conference/ on the platform, where CONFERENCE_ID names another', conference: plain, origin: 'http://localhost:8080' },
];

describe('coming back from the checkout', () => {
  it.each(kinds)('confirms the order on the tickets page of the conference bought from, $kind', async ({ conference, origin }) => {
    const link = conferenceSiteLink(conference, 'my-tickets', { payment: 'success', order: ORDER }, addresses);
    expect(new URL(link).origin).toBe(origin);
    openLink(link, true);
    expect(await screen.findByRole('heading', { level: 2, name: `Ticket 1: ${conference.name} pass` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your payment went through');
    expect(screen.getByRole('banner')).toHaveTextContent(conference.name);
  });

  it.each(kinds)('shows the tickets page of the conference after a cancelled checkout, $kind', async ({ conference }) => {
    server.use(
      http.get('*/api/payments/conferences/slug/:slug', ({ params }) =>
        HttpResponse.json({ conferenceId: conference.id, slug: params.slug, name: conference.name, currency: 'usd', passes: [] }),
      ),
    );
    openLink(conferenceSiteLink(conference, 'tickets', { payment: 'cancelled', order: ORDER }, addresses), true);
    expect(await screen.findByText('The checkout was cancelled: nothing was charged.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent(conference.name);
  });

  it('keeps the conference a claim link names through signing in, at /conference/ on the platform', async () => {
    const router = openLink(conferenceSiteLink(plain, 'claim', { ticket: ORDER, token: 't'.repeat(32) }, addresses), false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const returnTo = new URLSearchParams(router.state.location.search).get('returnTo');
    expect(returnTo).toBe(`/claim?conference=plain-forum&ticket=${ORDER}&token=${'t'.repeat(32)}`);

    // Signed in on the site's own page, the visitor comes back to the claim of this conference, not the configured one.
    server.use(
      http.post('*/api/auth/passwordless/start', () => HttpResponse.json({ ok: true })),
      http.post('*/api/auth/oauth/token', () =>
        HttpResponse.json({ access_token: fakeJwt(me.id), refresh_token: 'r', token_type: 'Bearer', expires_in: 3600, user: me }),
      ),
      http.get('*/api/users/me', () => HttpResponse.json(me)),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: me.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Sign-in code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/A colleague sent you a ticket for/)).toHaveTextContent('Plain Forum');
    expect(router.state.location.pathname).toBe('/conference/claim');
    expect(within(screen.getByRole('banner')).getByText('Plain Forum')).toBeInTheDocument();
  });
});

describe('signing out', () => {
  it.each([
    { kind: 'at /conference/ on the platform, to the home there naming the conference', conference: plain, home: '/conference/?conference=plain-forum' },
    { kind: 'on its own domain, to the home there', conference: onItsDomain, home: '/' },
  ])('stays on the site of the conference $kind', async ({ conference, home }) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, reload: vi.fn() });
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    openLink(conferenceSiteLink(conference, 'my-tickets', {}, addresses), true);
    // In the wide screen's header, Sign out is in the menu under the user's name.
    fireEvent.click(await screen.findByRole('button', { name: getDisplayName(me) || me.email }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(home));
  });
});
