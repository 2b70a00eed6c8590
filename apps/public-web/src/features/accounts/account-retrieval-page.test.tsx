import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeJwt, me } from '../../test/fixtures';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { AccountRetrievalPage } from './account-retrieval-page';

setupMockApi();

const refusal = (status: number, field: string, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'Conflict', message, fieldErrors: [{ field, message }] }, { status });

/** The two calls: `complete` answers the second; returns the bodies sent. */
function serve(complete: () => Response): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/auth/account-retrieval/start', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ok: true, expiresIn: 600 });
    }),
    http.post('*/api/auth/account-retrieval/complete', async ({ request }) => {
      sent.push(await request.json());
      return complete();
    }),
  );
  renderPage(<AccountRetrievalPage />, { path: '/accounts/retrieve', url: '/accounts/retrieve' });
  return sent;
}

async function reachSecondStep() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'The e-mail your account signs in with' }), 'Ada@Old-Corp.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
  expect(await screen.findByRole('heading', { name: 'Choose your new sign-in e-mail' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
}

describe('AccountRetrievalPage', () => {
  it('sends a code to the old address, then moves the account to the new one and signs in', async () => {
    const sent = serve(() =>
      HttpResponse.json({ access_token: fakeJwt(me.id), refresh_token: 'r', token_type: 'Bearer', expires_in: 900, user: { ...me, email: 'ada@gmail.com' } }),
    );
    await reachSecondStep();
    await userEvent.type(screen.getByRole('textbox', { name: 'New sign-in e-mail' }), 'ada@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));

    expect(await screen.findByText('Your account now signs in with ada@gmail.com')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@old-corp.com' }, { email: 'ada@old-corp.com', code: '123456', newEmail: 'ada@gmail.com' }]);
  });

  it('checks the new address before sending, and shows the server’s refusal on the field it names', async () => {
    const sent = serve(() => refusal(409, 'body.newEmail', 'Another account signs in with this e-mail'));
    await reachSecondStep();
    const newEmail = screen.getByRole('textbox', { name: 'New sign-in e-mail' });

    await userEvent.type(newEmail, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));
    expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);

    await userEvent.clear(newEmail);
    await userEvent.type(newEmail, 'grace@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));
    expect(await screen.findByText('Another account signs in with this e-mail')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
