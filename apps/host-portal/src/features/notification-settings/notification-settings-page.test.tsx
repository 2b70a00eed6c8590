import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { me } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { NotificationSettingsPage } from './notification-settings-page';

setupMockApi();

describe('NotificationSettingsPage', () => {
  it("shows the host's choice for new RSVPs and saves another one", async () => {
    signIn();
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json({ ...me, newRsvpNotice: 'IMMEDIATE' })),
      http.patch('*/api/users/me', async ({ request }) => {
        const body = (await request.json()) as { newRsvpNotice: string };
        patches.push(body);
        return HttpResponse.json({ ...me, ...body });
      }),
    );
    renderPage(<NotificationSettingsPage />, { path: '/settings/notifications', url: '/settings/notifications' });

    const group = await screen.findByRole('group', { name: 'New RSVPs to your socials' });
    expect(group).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Each time/ })).toBeChecked());

    await userEvent.click(screen.getByRole('radio', { name: /Daily digest/ }));

    await waitFor(() => expect(patches).toEqual([{ newRsvpNotice: 'DAILY_DIGEST' }]));
    expect(await screen.findByText('New RSVPs: Daily digest')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Each time/ })).not.toBeChecked();
  });
});
