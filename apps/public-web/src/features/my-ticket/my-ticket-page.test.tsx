import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRsvp } from '@socials/domain/testing';
import { aPayment, aTransaction, makeSocial, me, paidTier } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { MyTicketPage } from './my-ticket-page';

setupMockApi();

const notSeated = { table: null, tablemates: [] };
beforeEach(() => {
  server.use(http.get('*/api/socials/:id/tables/mine', () => HttpResponse.json(notSeated)));
});

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
          data: [{ social, rsvp: aRsvp({ id: 'r1' }) }],
        }),
      ),
    );
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByRole('link', { name: 'Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
    expect(screen.getByText('Going')).toBeInTheDocument();
  });

  it('shows what a paid ticket cost, with a link to its receipt', async () => {
    signIn();
    const social = makeSocial({ ticketTiers: [paidTier] });
    server.use(
      http.get(`*/api/users/${me.id}/rsvped-socials`, () => HttpResponse.json({ data: [{ social, rsvp: aRsvp({ ticketTierId: paidTier.id }) }] })),
      http.get('*/api/payments/transactions', () =>
        HttpResponse.json({
          data: [aTransaction({ payment: aPayment({ refundedAmount: 1000 }) }), aTransaction({ payment: aPayment({ id: 'payment-0', status: 'EXPIRED' }) })],
        }),
      ),
    );
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByText(/Paid \$57.70 for VIP, \$10 refunded\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/accounts/transactions/payment-1');
  });

  const approvedTicket = (socialChanges = {}) => {
    const social = makeSocial({
      venueData: { name: 'The Loft', address: '1 Main St', city: 'New York', coordinate: null, maskedVenue: false },
      ...socialChanges,
    });
    server.use(
      http.get(`*/api/users/${me.id}/rsvped-socials`, () =>
        HttpResponse.json({ data: [{ social, rsvp: aRsvp({ ticketCode: '7f3a91c2b4d5e6f708192a3b4c5d6e7f' }) }] }),
      ),
    );
    return social;
  };

  it('shows the ticket QR code, the unmasked venue and calendar links of an approved RSVP', async () => {
    signIn();
    approvedTicket();
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    const code = await screen.findByRole('img', { name: 'Ticket QR code for Founders Dinner' });
    expect(code).toHaveAttribute('data-qr-value', '7f3a91c2b4d5e6f708192a3b4c5d6e7f');
    // What a host types when the camera cannot read the QR code.
    expect(screen.getByText('7F3A-91C2')).toBeInTheDocument();
    expect(screen.getByText('The Loft · 1 Main St · New York')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download .ics' })).toBeInTheDocument();
  });

  it('names the table the hosts seated a going guest at, and who sits with them', async () => {
    signIn();
    const social = approvedTicket();
    server.use(
      http.get(`*/api/socials/${social.id}/tables/mine`, () => HttpResponse.json({ table: { id: 't2', name: 'Table 2' }, tablemates: ['Ada L.', 'Ben G.'] })),
    );
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByText('Your table: Table 2')).toBeInTheDocument();
    expect(screen.getByText('Your table: Table 2').parentElement).toHaveTextContent('Your table: Table 2 · with Ada L., Ben G.');
  });

  it('says nothing of a table before the hosts seat the guest', async () => {
    signIn();
    approvedTicket();
    let asked = 0;
    server.use(
      http.get('*/api/socials/:id/tables/mine', () => {
        asked += 1;
        return HttpResponse.json(notSeated);
      }),
    );
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    await screen.findByRole('img', { name: 'Ticket QR code for Founders Dinner' });
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText(/Your table/)).not.toBeInTheDocument();
  });

  it('links a going guest to the join link of an online event', async () => {
    signIn();
    approvedTicket({ isOnline: true, venueData: null, onlineLink: 'https://meet.example.com/abc' });
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://meet.example.com/abc');
  });

  it('shows no QR code before the RSVP is approved', async () => {
    signIn();
    const social = makeSocial();
    server.use(http.get(`*/api/users/${me.id}/rsvped-socials`, () => HttpResponse.json({ data: [{ social, rsvp: aRsvp({ status: 'PENDING' }) }] })));
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  describe('GPS check-in', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('sends the position when the attendee says they are here', async () => {
      signIn();
      const social = approvedTicket({ attendance: { methods: ['GPS'], radiusMeters: 200, venueCoordinate: null, status: 'OPEN' } });
      let sent: unknown = null;
      server.use(
        http.post(`*/api/socials/${social.id}/rsvps/attendances`, async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(aRsvp({ status: 'ATTENDED' }));
        }),
      );
      const getCurrentPosition = vi.fn((resolve: PositionCallback) => resolve({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition));
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

      await userEvent.click(await screen.findByRole('button', { name: "I'm here" }));

      expect(await screen.findByText("You're checked in. Enjoy the social!")).toBeInTheDocument();
      expect(sent).toEqual({ method: 'GPS', position: { latitude: 40.7, longitude: -74 } });
    });

    it('says what to do when the location is refused', async () => {
      signIn();
      approvedTicket({ attendance: { methods: ['GPS'], radiusMeters: 200, venueCoordinate: null, status: 'OPEN' } });
      const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail(denied as GeolocationPositionError) },
      });
      renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

      await userEvent.click(await screen.findByRole('button', { name: "I'm here" }));

      expect(await screen.findByText('Allow this site to use your location to check in.')).toBeInTheDocument();
    });

    it('offers no GPS check-in while attendance taking is closed', async () => {
      signIn();
      approvedTicket({ attendance: { methods: ['GPS'], radiusMeters: 200, venueCoordinate: null, status: 'PENDING' } });
      renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

      await screen.findByRole('img', { name: /QR code/ });
      expect(screen.queryByRole('button', { name: "I'm here" })).not.toBeInTheDocument();
    });
  });
});
