import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ScanPage } from './scan-page';

setupMockApi();

const grace = { id: 'user-grace', slug: 'grace-hopper', displayName: null, firstName: 'Grace', lastName: 'Hopper', photoPath: null };

/** Answers POST /users/scan: Grace's code connects, any other slug is unknown. Returns the slugs sent. */
function serveScan(): string[] {
  const sent: string[] = [];
  server.use(
    http.post('*/api/users/scan', async ({ request }) => {
      const { slug } = (await request.json()) as { slug: string };
      sent.push(slug);
      if (slug === grace.slug) return HttpResponse.json({ user: grace, connectedAt: 1, isNew: true });
      return HttpResponse.json(
        {
          statusCode: 404,
          error: 'Not Found',
          message: 'No attendee has this code',
          fieldErrors: [{ field: 'body.slug', message: 'No attendee has this code' }],
        },
        { status: 404 },
      );
    }),
  );
  return sent;
}

const openScanPage = () => {
  signIn();
  renderPage(<ScanPage />, { path: '/connect', url: '/connect' });
};

describe('ScanPage', () => {
  it('connects through a typed profile link and shows the person’s card', async () => {
    const sent = serveScan();
    openScanPage();
    expect(await screen.findByRole('button', { name: 'Start camera' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Profile code or link' }), 'https://socials.example/users/grace-hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));

    const card = within(await screen.findByRole('region', { name: 'Grace Hopper' }));
    expect(card.getByText('Connected just now')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/users/grace-hopper');
    expect(sent).toEqual(['grace-hopper']);

    await userEvent.click(card.getByRole('button', { name: 'Scan another code' }));
    expect(screen.getByRole('button', { name: 'Start camera' })).toBeInTheDocument();
  });

  it('names what is wrong with a code on the field: not a profile code, or no one has it', async () => {
    const sent = serveScan();
    openScanPage();
    const field = await screen.findByRole('textbox', { name: 'Profile code or link' });

    await userEvent.type(field, 'https://socials.example/socials/founders-dinner');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(field).toHaveAccessibleDescription(/This is not a profile code/);
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'member-nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('No attendee has this code')).toBeInTheDocument();
    expect(sent).toEqual(['member-nobody']);
  });
});
