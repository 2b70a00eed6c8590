import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
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
    server.use(http.get('*/api/host-reviews/user/:id', () => HttpResponse.json(noReviews)));
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
  });

  it("show someone else's profile without their RSVPs", async () => {
    server.use(
      http.get('*/api/users/slug/ada', () =>
        HttpResponse.json({ id: 'host-1', slug: 'ada', displayName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', photoPath: null, currentCity: 'London', curPosition: null, curAcademic: null, registeredTimestamp: 0 }),
      ),
    );
    renderPage(<UserProfilePage />, { path: '/users/:slug', url: '/users/ada' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your RSVPs' })).not.toBeInTheDocument();
  });
});
