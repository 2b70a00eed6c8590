import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderPlacementContext } from '@socials/ui';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, aMe, clearCookies, fakeJwt } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { AccountMenu } from './account-menu';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(clearCookies);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const menu = <AccountMenu profilePath="/users" links={[{ label: 'Transactions', to: '/accounts/transactions' }]} />;

describe('AccountMenu', () => {
  it('offers visitors to sign in and come back to this page', async () => {
    renderApp({ route: '/socials?city=new-york', routes: [{ path: '/socials', element: menu }] });

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?returnTo=%2Fsocials%3Fcity%3Dnew-york');
  });

  it("shows a user's name linking to their profile, their links and Sign out", async () => {
    server.use(http.get(api('/users/me'), () => HttpResponse.json(aMe({ firstName: 'Ada', lastName: 'Lovelace', displayName: null }))));
    renderApp({ route: '/users', token: fakeJwt('u1'), routes: [{ path: '/users', element: menu }] });

    const name = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(name).toHaveAttribute('href', '/users');
    expect(name).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/accounts/transactions');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("in the wide screen's bar, folds the user's links and Sign out into a menu under their name", async () => {
    server.use(http.get(api('/users/me'), () => HttpResponse.json(aMe({ firstName: 'Ada', lastName: 'Lovelace', displayName: null }))));
    const user = userEvent.setup();
    renderApp({
      route: '/users',
      token: fakeJwt('u1'),
      routes: [{ path: '/users', element: <HeaderPlacementContext value="bar">{menu}</HeaderPlacementContext> }],
    });

    // The menu's code loads after the page: a disabled stand-in shows until then.
    const button = await waitFor(() => {
      const loaded = screen.getByRole('button', { name: 'Ada Lovelace' });
      expect(loaded).toBeEnabled();
      return loaded;
    });
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(button);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your profile', 'Transactions', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/users');
    expect(items[1]).toHaveAttribute('href', '/accounts/transactions');
  });
});
