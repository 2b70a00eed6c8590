import { render, screen, waitFor, within } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { AppFrame } from './app-frame';
import { BareLayout } from './bare-layout';
import { createAppRoutes, type AppRoutesFrame } from './create-app-routes';
import { useDocumentTitle } from './document-title';
import { RootLayout } from './root-layout';
import { navItems, type RouteTable } from './route-table';

const heading = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });

function NamedPage() {
  useDocumentTitle('Founders Dinner');
  return <h1>Event</h1>;
}

/** Lets signed-in visitors through; anyone else sees a sign-in prompt instead of the pages. */
const guard = (signedIn: boolean, label: string) =>
  function Guard() {
    return signedIn ? <Outlet /> : <p>{label}: sign in first</p>;
  };

function renderApp(table: RouteTable, url: string, { signedIn = true, admin = false } = {}) {
  const UserGuard = guard(signedIn, 'user');
  const AdminGuard = guard(signedIn && admin, 'admin');
  const frame: AppRoutesFrame = {
    root: <RootLayout appName="Socials" />,
    shell: <AppFrame brand="Socials" brandLink={{ to: '/' }} nav={[...navItems(table, 'main'), { label: 'Host an event', href: '/host/' }]} />,
    bare: <BareLayout />,
    guards: { user: <UserGuard />, admin: <AdminGuard /> },
  };
  const router = createMemoryRouter(createAppRoutes(table, frame), { initialEntries: [url] });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const publicSite = {
  home: { path: '/', title: 'Home', access: 'public', lazy: heading('Welcome') },
  socials: { path: '/socials', title: 'Socials', access: 'public', lazy: heading('All socials'), nav: { menu: 'main' } },
  social: { path: '/socials/:slug', title: 'Social', access: 'public', lazy: async () => ({ Component: NamedPage }) },
  myTicket: { path: '/my-ticket', title: 'My ticket', access: 'user', lazy: heading('Your tickets'), nav: { menu: 'main' } },
  login: { path: '/auth/login', title: 'Sign in', access: 'public', layout: 'bare', lazy: async () => ({ Component: () => <main>Sign-in form</main> }) },
  notFound: { path: '*', title: 'Page not found', access: 'public', lazy: heading('Nothing here') },
} satisfies RouteTable;

const staffArea = {
  reviews: { path: '/public-events', title: 'Public events', access: 'admin', home: true, lazy: heading('Review'), nav: { menu: 'main' } },
  login: { path: '/auth/login', title: 'Sign in', access: 'public', layout: 'bare', lazy: heading('Sign in') },
} satisfies RouteTable;

describe('createAppRoutes', () => {
  it('puts shell pages in the frame, with the menu from the table and the table title on the tab', async () => {
    renderApp(publicSite, '/socials');

    expect(await screen.findByRole('heading', { name: 'All socials' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Socials', 'My ticket', 'Host an event']);
    expect(within(menu).getByRole('link', { name: 'Socials' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Host an event' })).toHaveAttribute('href', '/host/');
    await waitFor(() => expect(document.title).toBe('Socials'));
  });

  it("lets a page's own title win over its route's", async () => {
    renderApp(publicSite, '/socials/founders-dinner');

    expect(await screen.findByRole('heading', { name: 'Event' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Founders Dinner · Socials'));
  });

  it('gives each page its own title as the visitor moves on, the sign-in page too', async () => {
    const router = renderApp(publicSite, '/socials');
    await waitFor(() => expect(document.title).toBe('Socials'));

    await router.navigate('/socials/founders-dinner');
    await waitFor(() => expect(document.title).toBe('Founders Dinner · Socials'));

    await router.navigate('/auth/login');
    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in · Socials'));
  });

  it('keeps user pages behind their guard, and public pages of the same shell open to all', async () => {
    const router = renderApp(publicSite, '/my-ticket', { signedIn: false });

    expect(await screen.findByText('user: sign in first')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await router.navigate('/socials');
    expect(await screen.findByRole('heading', { name: 'All socials' })).toBeInTheDocument();
  });

  it('gives bare pages the plain header and unknown addresses the table\'s "*" page', async () => {
    const router = renderApp(publicSite, '/auth/login');

    expect(await screen.findByText('Sign-in form')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Socials' })).toHaveAttribute('href', '/');

    await router.navigate('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Socials'));
  });

  it('guards the whole shell when all its pages need one access: nothing of the frame shows before', async () => {
    renderApp(staffArea, '/', { signedIn: true, admin: false });
    expect(await screen.findByText('admin: sign in first')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('leads "/" and unknown addresses to the home page', async () => {
    const router = renderApp(staffArea, '/', { admin: true });

    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public-events');

    await router.navigate('/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/public-events'));
    // The redirect may show the page a moment after the address changed.
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });

  it('refuses a table with user pages but no guard for them', () => {
    expect(() => createAppRoutes(publicSite, { root: <RootLayout appName="Socials" /> })).toThrow('no guard');
  });
});
