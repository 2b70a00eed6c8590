import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRsvp } from '@socials/domain/testing';
import { makeSocial, me } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { MyProfilePage, UserProfilePage } from './user-profile-page';

setupMockApi();

const page = (data: unknown[]) => HttpResponse.json({ data, meta: { lastEvaluatedKey: null } });

describe('profile pages', () => {
  beforeEach(() => {
    // The profile's host reviews have their own tests (host-reviews-section.test.tsx).
    const noReviews = { data: [], meta: { lastEvaluatedKey: null }, summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] } };
    server.use(
      http.get('*/api/host-reviews/user/:id', () => HttpResponse.json(noReviews)),
      http.get('*/api/users/:id/statistics', ({ params }) => HttpResponse.json({ userId: params.id, hostedSocials: 2, attendedSocials: 1, connections: 0 })),
      http.get('*/api/users/me/suggested-users', () =>
        HttpResponse.json({
          data: [{ id: 'u-9', slug: 'alan', displayName: null, firstName: 'Alan', lastName: 'Turing', photoPath: null, shared: ['Chess'] }],
        }),
      ),
    );
  });

  it("list the socials you RSVP'd to and the ones you went to on your own profile", async () => {
    signIn();
    server.use(
      http.get(`*/api/users/${me.id}/rsvped-socials`, () => HttpResponse.json({ data: [{ social: makeSocial(), rsvp: aRsvp({ status: 'WAITLIST' }) }] })),
      http.get('*/api/socials/my-past', () => page([makeSocial({ id: 'old', slug: 'old-dinner', title: 'Old Dinner' })])),
    );
    renderPage(<MyProfilePage />, { path: '/users', url: '/users' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    const rsvps = screen.getByRole('region', { name: 'Your RSVPs' });
    expect(await within(rsvps).findByRole('link', { name: 'Founders Dinner' })).toBeInTheDocument();
    expect(within(rsvps).getByText('Waitlisted')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Socials you went to' })).findByRole('link', { name: 'Old Dinner' })).toBeInTheDocument();
    expect(await screen.findByText('2 socials hosted · 1 social attended · 0 connections')).toBeInTheDocument();
    const people = screen.getByRole('region', { name: 'People to meet' });
    expect(within(people).getByText('Also into Chess')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your profile' })).toBeInTheDocument();

    // The profile popup: at a glance, with Connect and the way to the full profile.
    await userEvent.click(await within(people).findByRole('button', { name: 'Alan Turing' }));
    const popup = await screen.findByRole('dialog', { name: 'Alan Turing' });
    expect(within(popup).getByText('Alan T.')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Connect with Alan Turing' })).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'View full profile' })).toHaveAttribute('href', '/users/alan');
  });

  it("show someone else's profile without their RSVPs", async () => {
    server.use(
      http.get('*/api/users/slug/ada', () =>
        HttpResponse.json({
          id: 'host-1',
          slug: 'ada',
          displayName: 'Ada Lovelace',
          firstName: 'Ada',
          lastName: 'Lovelace',
          photoPath: null,
          currentCity: 'London',
          curPosition: null,
          curAcademic: null,
          registeredTimestamp: 0,
        }),
      ),
    );
    renderPage(<UserProfilePage />, { path: '/users/:slug', url: '/users/ada' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your RSVPs' })).not.toBeInTheDocument();
  });

  it('connect a signed-in visitor with the member whose profile they opened', async () => {
    signIn();
    const scans: unknown[] = [];
    const ada = { id: 'host-1', slug: 'ada', displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', photoPath: null };
    server.use(
      http.get('*/api/users/slug/ada', () => HttpResponse.json({ ...ada, currentCity: null, curPosition: null, curAcademic: null, registeredTimestamp: 0 })),
      http.post('*/api/users/scan', async ({ request }) => {
        scans.push(await request.json());
        return HttpResponse.json({ user: ada, connectedAt: 0, isNew: true });
      }),
    );
    renderPage(<UserProfilePage />, { path: '/users/:slug', url: '/users/ada' });

    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Ada Lovelace' }));
    expect(await screen.findByText('You are connected with Ada Lovelace')).toBeInTheDocument();
    expect(scans).toEqual([{ slug: 'ada' }]);
  });
});
