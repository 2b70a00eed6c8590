import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, aMe, clearCookies, fakeJwt } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { PROFILE_SAVED, ProfileCompletionRedirect } from './profile-completion-redirect';
import { RequireAdmin } from './require-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(clearCookies);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const withMe = (me: ReturnType<typeof aMe>) => server.use(http.get(api('/users/me'), () => HttpResponse.json(me)));

const profileRoutes = [
  {
    path: '/socials',
    element: (
      <ProfileCompletionRedirect>
        <h1>Socials</h1>
      </ProfileCompletionRedirect>
    ),
  },
  {
    path: '/accounts/setting',
    element: (
      <ProfileCompletionRedirect>
        <h1>Settings</h1>
      </ProfileCompletionRedirect>
    ),
  },
  {
    path: '/auth/login',
    element: (
      <ProfileCompletionRedirect>
        <h1>Login</h1>
      </ProfileCompletionRedirect>
    ),
  },
];

describe('ProfileCompletionRedirect', () => {
  it('sends a user without a last name to account settings with returnTo', async () => {
    withMe(aMe({ lastName: null }));
    renderApp({ route: '/socials?city=new-york', token: fakeJwt('u1'), routes: profileRoutes });

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/accounts/setting?returnTo=%2Fsocials%3Fcity%3Dnew-york');
  });

  it('sends someone who just signed in on the login page on to where they were headed, or home', async () => {
    withMe(aMe({ lastName: null }));
    const first = renderApp({ route: '/auth/login?returnTo=%2Fsocials%2Fdinner', token: fakeJwt('u1'), routes: profileRoutes });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/accounts/setting?returnTo=%2Fsocials%2Fdinner');
    first.unmount();

    renderApp({ route: '/auth/login', token: fakeJwt('u1'), routes: profileRoutes });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/accounts/setting?returnTo=%2F');
  });

  it('lets someone just sent back from saving their name through while the cached record still lacks it', async () => {
    withMe(aMe({ lastName: null }));
    renderApp({ route: { pathname: '/socials', state: PROFILE_SAVED }, token: fakeJwt('u1'), routes: profileRoutes });

    expect(await screen.findByRole('heading', { name: 'Socials' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/socials$/);
  });

  it('sends a user with a blank first name there too', async () => {
    withMe(aMe({ firstName: '  ' }));
    renderApp({ route: '/socials', token: fakeJwt('u1'), routes: profileRoutes });

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('leaves account settings itself alone', async () => {
    withMe(aMe({ firstName: null, lastName: null }));
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes: profileRoutes });

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/accounts\/setting$/);
  });

  it('lets complete profiles and visitors through', async () => {
    withMe(aMe());
    renderApp({ route: '/socials', token: fakeJwt('u1'), routes: profileRoutes });
    expect(await screen.findByRole('heading', { name: 'Socials' })).toBeInTheDocument();
  });

  it('treats an invalid user as signed out', async () => {
    withMe(aMe({ lastName: null, isValid: false }));
    renderApp({ route: '/socials', token: fakeJwt('u1'), routes: profileRoutes });
    expect(await screen.findByRole('heading', { name: 'Socials' })).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  const adminRoutes = [
    {
      path: '/public-events',
      element: (
        <RequireAdmin>
          <h1>Review</h1>
        </RequireAdmin>
      ),
    },
    { path: '/auth/login', element: <h1>Login</h1> },
  ];

  it('shows staff the page', async () => {
    withMe(aMe({ isAdmin: true }));
    renderApp({ route: '/public-events', token: fakeJwt('u1'), routes: adminRoutes });
    expect(await screen.findByRole('heading', { name: 'Review' })).toBeInTheDocument();
  });

  it('shows other users a 403 page', async () => {
    withMe(aMe());
    renderApp({ route: '/public-events', token: fakeJwt('u1'), routes: adminRoutes });
    expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeInTheDocument();
  });

  it('sends visitors to sign in', async () => {
    renderApp({ route: '/public-events', routes: adminRoutes });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login?returnTo=%2Fpublic-events');
  });
});
