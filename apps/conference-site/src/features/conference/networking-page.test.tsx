import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { clearSessionToken, createAppStore, getSessionToken, setSessionToken } from '@socials/auth';
import type { Conference, NetworkingDirectory } from '@socials/domain';
import { fakeJwt } from '@socials/domain/testing';
import { NetworkingPage } from './networking-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearSessionToken();
});
afterAll(() => server.close());

const conference = { id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10', slug: 'data-days', name: 'Data Days' } as Conference;
const ada = {
  userId: '7b1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a11',
  name: 'Ada Other',
  headline: 'Engineer, Acme',
  photoUrl: null,
  profileSlug: 'ada-other',
  profileUrl: 'https://socials.example.com/users/ada-other',
};

function renderPage() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter>
        <NetworkingPage conference={conference} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('NetworkingPage', () => {
  it('lists the holder once they switch the directory on', async () => {
    let directory: NetworkingDirectory = { optedIn: false, data: [] };
    server.use(
      http.get('*/api/conferences/:id/networking', () => HttpResponse.json(directory)),
      http.put('*/api/conferences/:id/networking/me', () => {
        directory = { optedIn: true, data: [ada] };
        return HttpResponse.json({ optedIn: true });
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nobody is listed yet' })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'List me in the attendee directory' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Ada Other' })).toHaveAttribute('href', ada.profileUrl);
    expect(screen.getByText('Engineer, Acme')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'List me in the attendee directory' })).toBeChecked();
  });

  it('tells someone without a ticket that the directory is for ticket holders', async () => {
    server.use(
      http.get('*/api/conferences/:id/networking', () =>
        HttpResponse.json(
          {
            statusCode: 403,
            error: 'Forbidden',
            code: 'NOT_A_TICKET_HOLDER',
            message: 'Only ticket holders of this conference can see the attendee directory',
          },
          { status: 403 },
        ),
      ),
    );
    // Signed in: the 403 is the directory's answer, so the session is neither renewed nor ended.
    setSessionToken(fakeJwt('u1'));
    let renewals = 0;
    server.use(
      http.post('*/api/auth/oauth/refresh', () => {
        renewals += 1;
        return HttpResponse.json({ statusCode: 401, error: 'invalid_grant', code: 'UNAUTHENTICATED', message: 'Sign in again' }, { status: 401 });
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'For ticket holders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a ticket' })).toHaveAttribute('href', '/tickets');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(renewals).toBe(0);
    expect(getSessionToken()).not.toBeNull();
  });
});
