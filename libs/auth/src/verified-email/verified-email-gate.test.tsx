import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifiedEmail } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, aMe, clearCookies, fakeJwt } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { VerifiedEmailGate } from './verified-email-gate';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(clearCookies);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const verified: VerifiedEmail = {
  email: 'ada@acme.com',
  emailCategory: 'COMPANY',
  organization: { id: 'acme.com', name: 'Acme' },
  emailVerificationId: '22222222-2222-4222-8222-222222222222',
};

const page = (
  <VerifiedEmailGate gate={{ circleId: 'c1' }} requirement="COMPANY" action="join">
    <button type="button">Join circle</button>
  </VerifiedEmailGate>
);

describe('VerifiedEmailGate', () => {
  it('asks a member without a verified company e-mail to verify one, then shows the join button', async () => {
    let isVerified = false;
    const started: unknown[] = [];
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ verifiedEmails: isVerified ? [verified] : [] }))),
      http.get(api('/circles/c1/emails/needVerify'), () =>
        HttpResponse.json(
          isVerified
            ? { required: true, category: 'COMPANY', verified: true, email: verified.email }
            : { required: true, category: 'COMPANY', verified: false },
        ),
      ),
      http.post(api('/verification/emails'), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ emailVerificationId: verified.emailVerificationId, email: 'ada@acme.com', emailCategory: 'COMPANY', expiresIn: 600 });
      }),
      http.post(api('/verification/emails/verify'), () => {
        isVerified = true;
        return HttpResponse.json(verified);
      }),
    );
    renderApp({ route: '/circles/acme', token: fakeJwt('u1'), routes: [{ path: '/circles/acme', element: page }] });

    const gate = await screen.findByRole('region', { name: 'Verify your company e-mail to join' });
    expect(screen.queryByRole('button', { name: 'Join circle' })).toBeNull();

    const address = within(gate).getByLabelText(/Work e-mail/);
    await userEvent.type(address, 'ada@gmail.com');
    await userEvent.click(within(gate).getByRole('button', { name: 'Send me a code' }));
    expect(await within(gate).findByText(/personal e-mail provider/)).toBeInTheDocument();
    expect(started).toEqual([]);

    await userEvent.clear(address);
    await userEvent.type(address, 'ada@acme.com');
    await userEvent.click(within(gate).getByRole('button', { name: 'Send me a code' }));
    await userEvent.type(await within(gate).findByLabelText(/Verification code/), '123456');
    await userEvent.click(within(gate).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('button', { name: 'Join circle' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your company e-mail to join' })).toBeNull();
    expect(started).toEqual([{ email: 'ada@acme.com', emailCategory: 'COMPANY' }]);
  });

  it('shows the join button at once to a member who has the address', async () => {
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(aMe({ verifiedEmails: [verified] }))),
      http.get(api('/circles/c1/emails/needVerify'), () => HttpResponse.json({ required: true, category: 'COMPANY', verified: true, email: verified.email })),
    );
    renderApp({ route: '/circles/acme', token: fakeJwt('u1'), routes: [{ path: '/circles/acme', element: page }] });
    expect(await screen.findByRole('button', { name: 'Join circle' })).toBeInTheDocument();
  });

  it('tells signed-out visitors what joining will ask, without asking the server', async () => {
    renderApp({ route: '/circles/acme', routes: [{ path: '/circles/acme', element: page }] });
    expect(await screen.findByText('You will be asked to verify your company e-mail to join.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join circle' })).toBeInTheDocument();
  });
});
