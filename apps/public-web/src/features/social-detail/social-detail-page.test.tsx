import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSocial, me } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialDetailPage } from './social-detail-page';

setupMockApi();

const openSocialPage = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });

describe('SocialDetailPage', () => {
  it('shows the masked venue text and the spots left', async () => {
    server.use(http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(makeSocial())));
    openSocialPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByText('Address shown after your RSVP is approved')).toBeInTheDocument();
    expect(screen.getByText('The Loft')).toBeInTheDocument();
    expect(screen.getByText('15 spots left')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it('sends a visitor to sign in with a way back', async () => {
    server.use(http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(makeSocial())));
    openSocialPage();

    const link = await screen.findByRole('link', { name: 'Sign in to RSVP' });
    expect(link).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/socials/founders-dinner')}`);
  });

  it('RSVPs a signed-in user and then offers to cancel', async () => {
    signIn();
    const social = makeSocial();
    let rsvped = false;
    let sent: unknown = null;
    server.use(
      http.get('*/api/socials/slug/founders-dinner', () =>
        HttpResponse.json(
          rsvped
            ? makeSocial({
                confirmedPax: 6,
                myRsvp: { id: 'rsvp-1', socialId: social.id, userId: me.id, ticketTierId: 'tier-free', status: 'APPROVED', createdAt: 0, updatedAt: 0 },
              })
            : social,
        ),
      ),
      http.post(`*/api/socials/${social.id}/rsvps`, async ({ request }) => {
        sent = await request.json();
        rsvped = true;
        return HttpResponse.json(
          { id: 'rsvp-1', socialId: social.id, userId: me.id, ticketTierId: 'tier-free', status: 'APPROVED', createdAt: 0, updatedAt: 0 },
          { status: 201 },
        );
      }),
    );
    openSocialPage();

    await userEvent.click(await screen.findByRole('button', { name: 'RSVP' }));

    expect(await screen.findByText("You're going!")).toBeInTheDocument();
    expect(sent).toEqual({ ticketTierId: 'tier-free' });
    const panel = screen.getByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByText("You're going")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel RSVP' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View your ticket' })).toHaveAttribute('href', '/my-ticket');
  });

  it('shows the server message when the last seat is gone', async () => {
    signIn();
    const social = makeSocial();
    server.use(
      http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
      http.post(`*/api/socials/${social.id}/rsvps`, () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'This social is full' }, { status: 409 }),
      ),
    );
    openSocialPage();

    await userEvent.click(await screen.findByRole('button', { name: 'RSVP' }));

    expect(await screen.findByText('This social is full')).toBeInTheDocument();
  });

  it('disables the button when the event is full', async () => {
    signIn();
    server.use(http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(makeSocial({ confirmedPax: 20 }))));
    openSocialPage();

    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByRole('button', { name: 'Event is full' })).toBeDisabled();
  });
});
