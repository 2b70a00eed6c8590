import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '@socials/ui';
import { getSessionToken } from '../session/session-token';
import { api, aMe, clearCookies, fakeJwt } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { LoginPage } from './login-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(clearCookies);
afterEach(() => {
  server.resetHandlers();
  toast.dismiss();
});
afterAll(() => server.close());

const routes = [
  { path: '/auth/login', element: <LoginPage /> },
  { path: '/socials/:slug', element: <h1>Event page</h1> },
];

function signInServer(tokenReply: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('/auth/passwordless/start'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ok: true, expiresIn: 600 });
    }),
    http.post(api('/auth/oauth/token'), async ({ request }) => {
      sent.push(await request.json());
      return tokenReply();
    }),
  );
  return sent;
}

async function enterEmailAndCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/e-mail/i), 'Ada@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
  const codeInput = await screen.findByLabelText(/sign-in code/i);
  expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await user.type(codeInput, code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('signs in with the e-mailed code, stores the token and returns to where the visitor was', async () => {
    const token = fakeJwt('u1');
    const sent = signInServer(() => HttpResponse.json({ access_token: token, refresh_token: 'r', token_type: 'Bearer', expires_in: 900, user: aMe() }));
    renderApp({ route: '/auth/login?returnTo=%2Fsocials%2Fjazz-night', routes });

    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('autocomplete', 'email');
    await enterEmailAndCode('123456');

    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/socials/jazz-night');
    expect(getSessionToken()).toBe(token);
    expect(sent).toEqual([{ email: 'ada@example.com' }, { grant_type: 'passwordless_otp', email: 'ada@example.com', code: '123456' }]);
  });

  it('shows the description of invalid_grant and stays on the code step', async () => {
    signInServer(() =>
      HttpResponse.json(
        { statusCode: 400, error: 'invalid_grant', message: 'Bad Request', error_description: 'That code is wrong or has expired' },
        { status: 400 },
      ),
    );
    renderApp({ route: '/auth/login', routes });

    await enterEmailAndCode('000000');

    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired');
    expect(screen.getByLabelText(/sign-in code/i)).toHaveFocus();
    expect(getSessionToken()).toBeNull();
  });

  it("takes a wrong code's error away once the right code signs in", async () => {
    const token = fakeJwt('u1');
    let tries = 0;
    signInServer(() => {
      tries += 1;
      if (tries === 1)
        return HttpResponse.json({ statusCode: 400, error: 'invalid_grant', error_description: 'That code is wrong or has expired' }, { status: 400 });
      return HttpResponse.json({ access_token: token, refresh_token: 'r', token_type: 'Bearer', expires_in: 900, user: aMe() });
    });
    server.use(http.get(api('/users/me'), () => HttpResponse.json(aMe())));
    renderApp({ route: '/auth/login?returnTo=%2Fsocials%2Fjazz-night', routes });

    const user = await enterEmailAndCode('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired');
    await user.clear(screen.getByLabelText(/sign-in code/i));
    await user.type(screen.getByLabelText(/sign-in code/i), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    // At once, not when the toast would have faded by itself.
    expect(screen.queryByText('That code is wrong or has expired')).not.toBeInTheDocument();
  });

  it('checks the fields before calling the server and focuses the wrong one', async () => {
    const sent = signInServer(() => HttpResponse.json({}));
    renderApp({ route: '/auth/login', routes });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/e-mail/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    await waitFor(() => expect(screen.getByLabelText(/e-mail/i)).toHaveFocus());
    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the rate-limit message', async () => {
    server.use(
      http.post(api('/auth/passwordless/start'), () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many codes requested. Try again in 10 minutes.' },
          { status: 429, headers: { 'retry-after': '600' } },
        ),
      ),
    );
    renderApp({ route: '/auth/login', routes });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes requested. Try again in 10 minutes.');
  });

  it('offers a resend only after the countdown', async () => {
    signInServer(() => HttpResponse.json({}));
    renderApp({ route: '/auth/login', routes });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByRole('button', { name: /resend code in 60s/i })).toBeDisabled();
  });
});
