import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModalStackProvider, toast } from '@socials/ui';
import { ProfileCompletionRedirect } from '../guards/profile-completion-redirect';
import { api, aMe, clearCookies, fakeJwt } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { REFERRAL_STORAGE_KEY } from '../session/referral';
import { AccountSettingsPage } from './account-settings-page';

const server = setupServer(
  http.get(api('/users/me/points'), () =>
    HttpResponse.json({
      balance: 60,
      data: [{ id: 'p1', delta: 50, reason: 'FIRST_EMAIL_VERIFICATION', reference: 'u1:COMPANY', createdAt: 0 }],
      meta: { lastEvaluatedKey: null },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(clearCookies);
afterEach(() => {
  server.resetHandlers();
  toast.dismiss();
});
afterAll(() => server.close());

const routes = [
  {
    path: '/accounts/setting',
    element: (
      <ModalStackProvider>
        <ProfileCompletionRedirect>
          <AccountSettingsPage />
        </ProfileCompletionRedirect>
      </ModalStackProvider>
    ),
  },
  {
    path: '/my-ticket',
    element: (
      <ProfileCompletionRedirect>
        <h1>My tickets</h1>
      </ProfileCompletionRedirect>
    ),
  },
];

describe('AccountSettingsPage', () => {
  it('saves the name and goes back to returnTo', async () => {
    let me = aMe({ firstName: null, lastName: null });
    let patch: unknown;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(me)),
      http.get(api('/cities'), () => HttpResponse.json({ data: [{ id: 'new-york', name: 'New York', country: 'US', timezone: 'America/New_York' }] })),
      http.patch(api('/users/me'), async ({ request }) => {
        patch = await request.json();
        me = { ...me, ...(patch as object) };
        return HttpResponse.json(me);
      }),
    );
    renderApp({ route: '/accounts/setting?returnTo=%2Fmy-ticket', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.selectOptions(await screen.findByLabelText(/current city/i), await screen.findByRole('option', { name: 'New York, US' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('heading', { name: 'My tickets' })).toBeInTheDocument();
    expect(patch).toEqual({ firstName: 'Ada', lastName: 'Lovelace', displayName: null, currentCity: 'New York', phone: null });
    expect(screen.getByText('Profile saved')).toBeInTheDocument();
  });

  it('focuses the first field in error', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ firstName: null, lastName: null }))),
      http.get(api('/cities'), () => HttpResponse.json({ data: [] })),
    );
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByLabelText(/first name/i)).toHaveFocus();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
  });

  it('keeps a mobile phone in two parts, and says which part is wrong', async () => {
    let patch: unknown;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ firstName: 'Ada', lastName: 'Lovelace' }))),
      http.get(api('/cities'), () => HttpResponse.json({ data: [] })),
      http.patch(api('/users/me'), async ({ request }) => {
        patch = await request.json();
        return HttpResponse.json(aMe({ firstName: 'Ada', lastName: 'Lovelace' }));
      }),
    );
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Country code'), '44');
    await user.type(screen.getByLabelText('Phone number'), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('A country code such as +1 or +44')).toBeInTheDocument();
    expect(patch).toBeUndefined();

    await user.clear(screen.getByLabelText('Country code'));
    await user.type(screen.getByLabelText('Country code'), '+44');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(patch).toMatchObject({ phone: { countryCode: '+44', phoneNumber: '020 7946 0958' } });
  });

  it('registers a new account with the invite code of the link that brought it', async () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, 'FRENDS23');
    let post: unknown;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ firstName: null, lastName: null }))),
      http.get(api('/cities'), () => HttpResponse.json({ data: [] })),
      http.post(api('/users'), async ({ request }) => {
        post = await request.json();
        return HttpResponse.json(aMe({ firstName: 'Ada', lastName: 'Lovelace' }));
      }),
    );
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/first name/i), 'Ada');
    await user.type(screen.getByLabelText(/last name/i), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(post).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', referralCode: 'FRENDS23' });
    localStorage.removeItem(REFERRAL_STORAGE_KEY);
  });

  it('shows the completion progress, the points and the share link, and saves interests picked from the lists', async () => {
    let patch: unknown;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ inviteCodes: ['ABCD2345'], hobbies: ['Chess'] }))),
      http.get(api('/cities'), () => HttpResponse.json({ data: [] })),
      http.patch(api('/users/me'), async ({ request }) => {
        patch = await request.json();
        return HttpResponse.json(aMe({ hobbies: ['Chess', 'Wine'] }));
      }),
    );
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();

    expect(await screen.findByRole('meter', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '9');
    expect(await screen.findByText('60')).toBeInTheDocument();
    expect(screen.getByLabelText('Your invite link')).toHaveValue(`${window.location.origin}/?ref=ABCD2345`);

    const hobbies = screen.getByRole('group', { name: /hobbies/i });
    expect(within(hobbies).getByLabelText('Chess')).toBeChecked();
    await user.click(within(hobbies).getByLabelText('Wine'));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(await screen.findByText('Interests saved')).toBeInTheDocument();
    expect(patch).toEqual({ functions: [], sectors: [], exp: [], learnOff: [], hobbies: ['Wine', 'Chess'] });
  });

  it('deletes the account only once the address is typed in the dialog, and shows why the server refused', async () => {
    let body: unknown;
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe())),
      http.get(api('/cities'), () => HttpResponse.json({ data: [] })),
      http.delete(api('/users/me'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'You host a social that has not ended' }, { status: 409 });
      }),
    );
    renderApp({ route: '/accounts/setting', token: fakeJwt('u1'), routes });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(body).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /type your e-mail address/i }), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('You host a social that has not ended')).toBeInTheDocument();
    expect(body).toEqual({ email: 'grace@example.com' });
  });
});
