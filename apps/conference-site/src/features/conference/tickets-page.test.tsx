import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider, createAppStore } from '@socials/auth';
import type { Conference, ConferenceTicketSale } from '@socials/domain';
import { TicketsPage } from './tickets-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const conference = {
  id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10',
  slug: 'data-days',
  name: 'Data Days',
  passes: [],
  requiredVerifiedEmail: null,
} as unknown as Conference;
const DAY = 86_400_000;

function renderPage() {
  render(
    <Provider store={createAppStore()}>
      <AuthProvider>
        <MemoryRouter>
          <TicketsPage conference={conference} />
        </MemoryRouter>
      </AuthProvider>
    </Provider>,
  );
}

describe('TicketsPage', () => {
  it('lists what the sale says is left, and asks a visitor to sign in to buy', async () => {
    const sale: ConferenceTicketSale = {
      conferenceId: conference.id,
      slug: conference.slug,
      name: conference.name,
      currency: 'usd',
      passes: [
        {
          id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a11',
          name: 'General',
          description: '',
          priceCents: 25_000,
          remaining: 7,
          saleStartsAt: null,
          saleEndsAt: null,
        },
        {
          id: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a12',
          name: 'Late',
          description: '',
          priceCents: 0,
          remaining: 5,
          saleStartsAt: Date.now() + DAY,
          saleEndsAt: null,
        },
      ],
    };
    server.use(http.get('*/api/payments/conferences/slug/data-days', () => HttpResponse.json(sale)));
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(screen.getByText('7 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to buy General' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to buy Late' })).not.toBeInTheDocument();
  });

  it('says when the passes could not load, with a way to try again', async () => {
    server.use(
      http.get('*/api/payments/conferences/slug/data-days', () =>
        HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'Try again' }, { status: 503 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
