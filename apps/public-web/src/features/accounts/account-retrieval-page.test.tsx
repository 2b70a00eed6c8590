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

const pending = (pendingEmail: string) => HttpResponse.json({ pendingEmail, expiresIn: 600 }, { status: 202 });

/** The three calls: `complete` answers the second, `confirm` the third; returns the bodies sent. */
function serve(complete: () => Response, confirm: () => Response = () => HttpResponse.json({}, { status: 500 })): unknown[] {
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
    http.post('*/api/auth/account-retrieval/confirm', async ({ request }) => {
      sent.push(await request.json());
      return confirm();
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
  it('sends a code to the old address, then one to the new address, and moves the account only with the second', async () => {
    const sent = serve(
      () => pending('ada@gmail.com'),
      () =>
        HttpResponse.json({ access_token: fakeJwt(me.id), refresh_token: 'r', token_type: 'Bearer', expires_in: 900, user: { ...me, email: 'ada@gmail.com' } }),
    );
    await reachSecondStep();
    await userEvent.type(screen.getByRole('textbox', { name: 'New sign-in e-mail' }), 'ada@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your new sign-in e-mail' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code sent to the new address' }), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));

    expect(await screen.findByText('Your account now signs in with ada@gmail.com')).toBeInTheDocument();
    expect(sent).toEqual([
      { email: 'ada@old-corp.com' },
      { email: 'ada@old-corp.com', code: '123456', newEmail: 'ada@gmail.com' },
      { email: 'ada@old-corp.com', newEmail: 'ada@gmail.com', code: '654321' },
    ]);
  });

  it('shows a wrong second code on its field and lets the person try again', async () => {
    let tries = 0;
    const sent = serve(
      () => pending('ada@gmail.com'),
      () => {
        tries += 1;
        if (tries === 1) return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'The code is wrong or has expired' }, { status: 400 });
        return HttpResponse.json({
          access_token: fakeJwt(me.id),
          refresh_token: 'r',
          token_type: 'Bearer',
          expires_in: 900,
          user: { ...me, email: 'ada@gmail.com' },
        });
      },
    );
    await reachSecondStep();
    await userEvent.type(screen.getByRole('textbox', { name: 'New sign-in e-mail' }), 'ada@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
    const code = await screen.findByRole('textbox', { name: 'Code sent to the new address' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));
    expect(await screen.findByText('The code is wrong or has expired')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Move my account and sign in' }));
    expect(await screen.findByText('Your account now signs in with ada@gmail.com')).toBeInTheDocument();
    expect(sent).toHaveLength(4);
  });

  it('checks the new address before sending, and shows the server’s refusal on the field it names', async () => {
    const sent = serve(() => refusal(409, 'body.newEmail', 'Another account signs in with this e-mail'));
    await reachSecondStep();
    const newEmail = screen.getByRole('textbox', { name: 'New sign-in e-mail' });

    await userEvent.type(newEmail, 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
    expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);

    await userEvent.clear(newEmail);
    await userEvent.type(newEmail, 'grace@gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
    expect(await screen.findByText('Another account signs in with this e-mail')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
