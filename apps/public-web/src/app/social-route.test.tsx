import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import { aPayment, aRsvp, makeSocial, paidTier } from '../test/fixtures';
import { server, signIn, setupMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import { CONFIRM_PATIENCE_MS } from '../features/rsvp/checkout-return/checkout-return';
import { SocialRoute } from './social-route';

setupMockApi();

/** The event page's calls; the social carries the approved RSVP once the payment is PAID. */
function serveEventPage(paymentStatuses: Array<'OPEN' | 'PAID' | 'AUTHORIZED'>) {
  const social = makeSocial({ ticketTiers: [paidTier] });
  const calls = { paymentReads: 0, cancels: [] as unknown[] };
  let paid = false;
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () =>
      HttpResponse.json(paid ? { ...social, myRsvp: aRsvp({ ticketTierId: paidTier.id, status: 'APPROVED' }) } : social),
    ),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
    http.get('*/api/payments/payment-1', () => {
      const status = paymentStatuses[Math.min(calls.paymentReads, paymentStatuses.length - 1)] ?? 'OPEN';
      calls.paymentReads += 1;
      paid = status === 'PAID';
      const held = status === 'AUTHORIZED' ? { authorizedUntil: Date.UTC(2026, 2, 7, 17, 0) } : {};
      return HttpResponse.json(aPayment({ status, paidAt: paid ? Date.now() : null, ...held }));
    }),
    http.patch('*/api/payments', async ({ request }) => {
      calls.cancels.push(await request.json());
      return HttpResponse.json(aPayment({ status: 'EXPIRED', paidAt: null }));
    }),
  );
  return calls;
}

const openEventPage = (query: string) => {
  signIn();
  return renderPage(<SocialRoute />, { path: '/socials/:slug', url: `/socials/founders-dinner?${query}` });
};

describe('SocialRoute, back from the checkout', () => {
  it('confirms a payment by polling until it is PAID, then shows the attendee going and clears the address', async () => {
    const calls = serveEventPage(['OPEN', 'PAID']);
    const { router } = openEventPage('payment=success&paymentId=payment-1');

    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "You're going!" }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', '/accounts/transactions/payment-1');
    // The social is read again: its RSVP panel now shows the confirmed RSVP.
    expect(await screen.findByText("You're going")).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    const reads = calls.paymentReads;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.paymentReads).toBe(reads);
  });

  it('says the RSVP waits for the hosts when the card is only held, and that nothing is charged yet', async () => {
    serveEventPage(['OPEN', 'AUTHORIZED']);
    const { router } = openEventPage('payment=success&paymentId=payment-1');

    expect(await screen.findByRole('heading', { name: 'Waiting for the hosts' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(/Your card is held for \$57\.70, not charged/)).toBeInTheDocument();
    expect(screen.getByText(/You are charged only if the hosts approve your RSVP/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the receipt' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says the payment is still being confirmed when it stays open past a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveEventPage(['OPEN']);
      openEventPage('payment=success&paymentId=payment-1');

      expect(await screen.findByText('This takes a few seconds. Please keep this page open.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(CONFIRM_PATIENCE_MS));
      expect(await screen.findByText(/Your payment is still being confirmed/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'My ticket' })).toHaveAttribute('href', '/my-ticket');
    } finally {
      vi.useRealTimers();
    }
  });

  it('releases the seat of a cancelled checkout once and says so', async () => {
    const calls = serveEventPage([]);
    const { router } = openEventPage('payment=cancelled&paymentId=payment-1');

    expect(await screen.findByText('Checkout cancelled — your spot was released')).toBeInTheDocument();
    expect(calls.cancels).toEqual([{ paymentId: 'payment-1', status: 'CANCELLED' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.paymentReads).toBe(0);
  });

  it("confirms the payment with the return address's receipt on a browser not signed in here, and cancels nothing it may not", async () => {
    const calls = serveEventPage([]);
    const receiptReads: string[] = [];
    server.use(
      http.get('*/api/payments/payment-1/return-status', ({ request }) => {
        receiptReads.push(new URL(request.url).searchParams.get('receipt') ?? '');
        const { id, socialId, amounts, failureMessage, authorizedUntil } = aPayment({ status: 'PAID' });
        return HttpResponse.json({ id, socialId, status: 'PAID', amounts, failureMessage, authorizedUntil });
      }),
    );
    const { router } = renderPage(<SocialRoute />, { path: '/socials/:slug', url: '/socials/founders-dinner?payment=success&paymentId=payment-1&receipt=r-1' });

    expect(await screen.findByRole('heading', { name: "You're going!" }, { timeout: 4000 })).toBeInTheDocument();
    expect(receiptReads[0]).toBe('r-1');
    expect(calls.paymentReads).toBe(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells a browser not signed in here that a cancelled checkout charged nothing, without asking to end it', async () => {
    const calls = serveEventPage([]);
    const { router } = renderPage(<SocialRoute />, {
      path: '/socials/:slug',
      url: '/socials/founders-dinner?payment=cancelled&paymentId=payment-1&receipt=r-1',
    });

    expect(await screen.findByText('Checkout cancelled — nothing was charged')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.cancels).toEqual([]);
  });

  it('shows the event page alone without a checkout to come back from', async () => {
    serveEventPage([]);
    openEventPage('');

    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirming your payment…' })).not.toBeInTheDocument();
  });
});
