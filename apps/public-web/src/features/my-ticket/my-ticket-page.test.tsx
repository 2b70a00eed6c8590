import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { makeSocial, me } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { MyTicketPage } from './my-ticket-page';

setupMockApi();

describe('MyTicketPage', () => {
  it('shows an empty state with a way to find socials', async () => {
    signIn();
    server.use(http.get(`*/api/users/${me.id}/rsvped-socials`, () => HttpResponse.json({ data: [] })));
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a social' })).toHaveAttribute('href', '/socials');
  });

  it('shows each ticket with its status and a link to the social', async () => {
    signIn();
    const social = makeSocial();
    server.use(
      http.get(`*/api/users/${me.id}/rsvped-socials`, () =>
        HttpResponse.json({
          data: [{ social, rsvp: { id: 'r1', socialId: social.id, userId: me.id, ticketTierId: null, status: 'APPROVED', createdAt: 0, updatedAt: 0 } }],
        }),
      ),
    );
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByRole('link', { name: 'Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
    expect(screen.getByText('Going')).toBeInTheDocument();
  });
});
