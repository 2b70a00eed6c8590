import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostFeature, PublicUser } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostPermissionsPage } from './host-permissions-page';

setupMockApi();

const ada: PublicUser = {
  id: '3f2b8a1c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  slug: 'ada-lovelace',
  displayName: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  photoPath: null,
  currentCity: null,
  curPosition: null,
  curAcademic: null,
  registeredTimestamp: 1_700_000_000_000,
};

/** Serves Ada by slug and id with her features; records each set of features sent. */
function serve(initial: HostFeature[]) {
  let hostFeatures = initial;
  const sent: unknown[] = [];
  server.use(
    http.get('*/api/users/slug/ada-lovelace', () => HttpResponse.json(ada)),
    http.get(`*/api/users/${ada.id}`, () => HttpResponse.json(ada)),
    http.get('*/api/users/slug/nobody', () =>
      HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No user has this profile address' }, { status: 404 }),
    ),
    http.get(`*/api/users/${ada.id}/permissions/social`, () => HttpResponse.json({ userId: ada.id, hostFeatures })),
    http.patch(`*/api/users/${ada.id}/permissions/social`, async ({ request }) => {
      const body = (await request.json()) as { hostFeatures: HostFeature[] };
      sent.push(body);
      hostFeatures = body.hostFeatures;
      return HttpResponse.json({ userId: ada.id, hostFeatures });
    }),
  );
  return sent;
}

const openPage = (url = '/hosts/permissions') => renderPage(<HostPermissionsPage />, { path: '/hosts/permissions', url });

describe('HostPermissionsPage', () => {
  it('finds a host by their profile address and turns their features on and off', async () => {
    signIn();
    const sent = serve(['ADVANCE_BLAST']);
    openPage();

    await userEvent.type(screen.getByRole('textbox', { name: /Host/ }), 'https://socials.example/users/ada-lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Find host' }));

    expect(await screen.findByRole('heading', { name: 'Features of Ada Lovelace' })).toBeInTheDocument();
    const tables = await screen.findByRole('switch', { name: 'Table grouping' });
    expect(tables).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advanced messages' })).toBeChecked();

    await userEvent.click(tables);
    expect(await screen.findByText('Table grouping turned on for Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Table grouping' })).toBeChecked());

    screen.getByRole('switch', { name: 'Advanced messages' }).focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Advanced messages turned off for Ada Lovelace')).toBeInTheDocument();
    expect(sent).toEqual([{ hostFeatures: ['ADVANCE_BLAST', 'TABLE_GROUPING'] }, { hostFeatures: ['TABLE_GROUPING'] }]);
  });

  it('opens on the host a link names by id', async () => {
    signIn();
    serve([]);
    openPage(`/hosts/permissions?user=${ada.id}`);

    expect(await screen.findByRole('switch', { name: 'Manage attendees' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Host/ })).toHaveValue(ada.id);
  });

  it('says when no user has the address, and asks for one when the box is empty', async () => {
    signIn();
    serve([]);
    openPage();

    await userEvent.click(screen.getByRole('button', { name: 'Find host' }));
    expect(screen.getByRole('textbox', { name: /Host/ })).toHaveAccessibleDescription(/Paste a profile address/);

    await userEvent.type(screen.getByRole('textbox', { name: /Host/ }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Find host' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No user has this profile address or id.');
  });
});
