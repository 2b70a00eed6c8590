import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRsvp } from '@socials/domain/testing';
import { freeTier, host, makeSocial } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialDetailPage } from './social-detail-page';

setupMockApi();

const HOUR = 60 * 60 * 1000;
const social = makeSocial();
const guestsUrl = `*/api/socials/${social.id}/homiesgoing`;

function serve(detail = social, guests = { count: 0, data: [] as unknown[] }) {
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(detail)),
    http.get(guestsUrl, () => HttpResponse.json(guests)),
  );
}

const openSocialPage = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });

describe('SocialDetailPage', () => {
  it('shows the masked venue text and the spots left', async () => {
    serve();
    openSocialPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByText('Address shown after your RSVP is approved')).toBeInTheDocument();
    expect(screen.getByText('The Loft')).toBeInTheDocument();
    expect(screen.getByText('15 spots left')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Founders Dinner' })).getByText('Free')).toBeInTheDocument();
  });

  it('sends a visitor to sign in with a way back to the RSVP steps', async () => {
    serve();
    openSocialPage();

    const link = await within(await screen.findByRole('complementary', { name: 'RSVP' })).findByRole('link', { name: 'Sign in to RSVP' });
    expect(link).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/socials/founders-dinner/rsvp')}`);
  });

  it('keeps the price and the call to RSVP in a register bar for narrow screens', async () => {
    serve(makeSocial({ ticketTiers: [{ ...freeTier, id: 'vip', name: 'VIP', type: 'PAID', ticketPrice: 2500 }] }));
    openSocialPage();

    const bar = await screen.findByRole('region', { name: 'Register' });
    expect(bar).toHaveTextContent('Price: $25');
    expect(await within(bar).findByRole('link', { name: 'Sign in to RSVP' })).toHaveAttribute(
      'href',
      `/auth/login?returnTo=${encodeURIComponent('/socials/founders-dinner/rsvp')}`,
    );
  });

  it('shows no register bar once RSVPd', async () => {
    signIn();
    serve(makeSocial({ myRsvp: aRsvp() }));
    openSocialPage();
    expect(await within(await screen.findByRole('complementary', { name: 'RSVP' })).findByText("You're going")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows no register bar when the social takes no RSVPs', async () => {
    signIn();
    serve(makeSocial({ isCancelled: true }));
    openSocialPage();
    expect(await screen.findByRole('button', { name: 'This social was cancelled' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('leads a signed-in user to the RSVP steps, or to the waitlist when sold out', async () => {
    signIn();
    serve(makeSocial({ confirmedPax: 20 }));
    openSocialPage();

    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/socials/founders-dinner/rsvp');
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('marks a cancelled social and takes no RSVPs', async () => {
    signIn();
    serve(makeSocial({ isCancelled: true }));
    openSocialPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Founders Dinner (CANCELLED)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'This social was cancelled' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it("shows who's going to a signed-in user", async () => {
    signIn();
    serve(social, { count: 3, data: [host] });
    openSocialPage();

    const section = await screen.findByRole('region', { name: "Who's going" });
    expect(await within(section).findByText('3 people are going')).toBeInTheDocument();
    expect(within(section).getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it("gives visitors the count of who's going only", async () => {
    serve(social, { count: 1, data: [] });
    openSocialPage();

    const section = await screen.findByRole('region', { name: "Who's going" });
    expect(await within(section).findByText('1 person is going')).toBeInTheDocument();
    expect(within(section).getByText("Sign in to see who's going.")).toBeInTheDocument();
  });

  it('offers an .ics file and a Google Calendar link', async () => {
    serve();
    openSocialPage();

    const ics = await screen.findByRole('link', { name: 'Download .ics' });
    expect(ics).toHaveAttribute('download', 'founders-dinner.ics');
    expect(decodeURIComponent(ics.getAttribute('href') ?? '')).toContain('SUMMARY:Founders Dinner');
    expect(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );
  });

  it('shows the late-cancellation terms before cancelling, then cancels', async () => {
    signIn();
    const soon = Date.now() + 10 * HOUR;
    const detail = makeSocial({ eventTimestamp: soon, eventEndTimestamp: soon + 2 * HOUR, cancellationWindow: 'WITHIN24H', myRsvp: aRsvp() });
    let cancelled = false;
    serve(detail);
    server.use(
      http.delete(`*/api/socials/${social.id}/rsvps/rsvp-1`, () => {
        cancelled = true;
        return HttpResponse.json(aRsvp({ status: 'CANCELLED' }));
      }),
    );
    openSocialPage();

    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByText("You're going")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel RSVP' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel your RSVP?' });
    expect(within(dialog).getByText('This is a late cancellation: less than 24 hours before the start.')).toBeInTheDocument();
    expect(cancelled).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel RSVP' }));

    expect(await screen.findByText('Your RSVP is cancelled')).toBeInTheDocument();
    expect(cancelled).toBe(true);
  });

  it('shows a long description shortened until "Read more"', async () => {
    const long = `${'Great food and better company. '.repeat(15)}The end.`;
    serve(makeSocial({ description: long }));
    openSocialPage();

    const more = await screen.findByRole('button', { name: 'Read more' });
    expect(screen.queryByText('The end.', { exact: false })).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(screen.getByText(/The end\.$/)).toBeInTheDocument();
  });
});
