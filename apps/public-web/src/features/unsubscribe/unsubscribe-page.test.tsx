import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnsubscribeInfo } from '@socials/domain';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

setupMockApi();

const TOKEN = 'eyJ1c2VyIjoiYWRhIn0.signature';
const info: UnsubscribeInfo = { hostId: 'host-1', hostName: 'Grace Hopper', email: 'a***@example.com', unsubscribed: false };

const openPage = (url = `/unsubscribe?token=${encodeURIComponent(TOKEN)}`) => renderPage(<UnsubscribePage />, { path: '/unsubscribe', url });

describe('UnsubscribePage', () => {
  it('asks, then unsubscribes with the token of the link, signed out', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/hosts/unsubscribe', ({ request }) => {
        expect(new URL(request.url).searchParams.get('token')).toBe(TOKEN);
        return HttpResponse.json(info);
      }),
      http.patch('*/api/hosts/unsubscribe', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...info, unsubscribed: true });
      }),
    );
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Stop getting messages from Grace Hopper?' })).toBeInTheDocument();
    expect(screen.getByText('We send them to a***@example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText('You will no longer get messages from Grace Hopper at a***@example.com.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('says so when the link was already used', async () => {
    server.use(http.get('*/api/hosts/unsubscribe', () => HttpResponse.json({ ...info, hostId: null, hostName: null, unsubscribed: true })));
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: "You're already unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText('You do not get messages from hosts on Socials at a***@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('explains a link the server did not make, and one without a token', async () => {
    server.use(
      http.get('*/api/hosts/unsubscribe', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: 'Invalid link', fieldErrors: [{ field: 'query.token', message: 'Invalid link' }] },
          { status: 400 },
        ),
      ),
    );
    const { unmount } = openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeInTheDocument();
    unmount();

    openPage('/unsubscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link does not work' })).toBeInTheDocument();
  });
});
