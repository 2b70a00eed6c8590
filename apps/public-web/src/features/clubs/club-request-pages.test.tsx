import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ClubAccessRequestPage, NewClubRequestPage } from './club-request-pages';

setupMockApi();

function catchSupportEmails(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/supports/emails', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ok: true }, { status: 202 });
    }),
  );
  return sent;
}

describe('club request pages', () => {
  it('sends a request for access to the team as COMMUNITY_ACCESS, naming the club', async () => {
    const sent = catchSupportEmails();
    renderPage(<ClubAccessRequestPage />, { path: '/clubs/request-for-access', url: '/clubs/request-for-access' });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Request access to a club' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/your name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/your e-mail address/i), 'ada@example.com');
    await user.type(screen.getByLabelText(/which club/i), 'Founders Circle');
    await user.type(screen.getByRole('textbox', { name: /about you/i }), 'I run a small analytics start-up.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('status')).toHaveTextContent('your request reached our team');
    expect(sent).toEqual([
      {
        type: 'COMMUNITY_ACCESS',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Access to the club: Founders Circle\n\nI run a small analytics start-up.',
      },
    ]);
  });

  it('names the fields at fault before sending anything', async () => {
    const sent = catchSupportEmails();
    renderPage(<ClubAccessRequestPage />, { path: '/clubs/request-for-access', url: '/clubs/request-for-access' });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Name the club')).toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a new club request with its name and city', async () => {
    const sent = catchSupportEmails();
    renderPage(<NewClubRequestPage />, { path: '/clubs/request-new-club', url: '/clubs/request-new-club' });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'Request a new club' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/your name/i), 'Grace Hopper');
    await user.type(screen.getByLabelText(/your e-mail address/i), 'grace@example.com');
    await user.type(screen.getByLabelText(/club name/i), 'Compiler Club');
    await user.type(screen.getByLabelText(/^city/i), 'Boston');
    await user.type(screen.getByRole('textbox', { name: /what would it be about/i }), 'People who write compilers, monthly.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent: we will reply by e-mail')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        type: 'GENERAL',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message: 'A new club: Compiler Club\nCity: Boston\n\nPeople who write compilers, monthly.',
      },
    ]);
  });
});
