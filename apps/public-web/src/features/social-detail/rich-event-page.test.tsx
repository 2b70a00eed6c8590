import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialDetail } from '@socials/domain';
import { freeTier, makeSocial, me, paidTier } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialDetailPage } from './social-detail-page';

setupMockApi();

const guest = { id: 'guest-1', slug: 'grace', displayName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', photoPath: null };

function serve(overrides: Partial<SocialDetail> = {}) {
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(makeSocial(overrides))),
    http.get('*/api/socials/:id/homiesgoing', () => HttpResponse.json({ count: 1, data: [guest] })),
  );
}

const openSocialPage = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });

describe('the rich event page', () => {
  it("renders the server's HTML description with its links", async () => {
    serve({
      htmlDescription:
        '<p>Bring <strong>snacks</strong>. <a href="https://example.com/park" rel="noopener noreferrer nofollow" target="_blank">The park</a></p>',
    });
    openSocialPage();
    const about = await screen.findByRole('region', { name: 'About this social' });
    const link = within(about).getByRole('link', { name: 'The park' });
    expect(link).toHaveAttribute('href', 'https://example.com/park');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(about).getByText('snacks').tagName).toBe('STRONG');
  });

  it("links the hosts' and guests' chips to their profiles", async () => {
    signIn();
    serve();
    openSocialPage();
    const hosts = await screen.findByRole('region', { name: 'Hosted by' });
    const hostLink = within(hosts).getAllByRole('link')[0]!;
    expect(hostLink.getAttribute('href')).toMatch(/^\/users\//);
    const guests = screen.getByRole('region', { name: "Who's going" });
    expect(await within(guests).findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/users/grace');
  });

  it('links the address to a map for those who may see it', async () => {
    serve({ venueData: { name: 'The Loft', address: '1 Main St', city: 'New York', coordinate: null, maskedVenue: false } });
    openSocialPage();
    const address = await screen.findByRole('link', { name: /1 Main St/ });
    expect(address.getAttribute('href')).toBe('https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20New%20York');
    expect(address).toHaveAttribute('target', '_blank');
  });

  it('lists the tickets and their prices before sign-in', async () => {
    serve({ ticketTiers: [freeTier, { ...paidTier, name: 'Supporter', ticketPrice: 2500, depositAmount: 0 }] });
    openSocialPage();
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    expect(within(tickets).getByText('General admission')).toBeInTheDocument();
    expect(within(tickets).getByText('Supporter')).toBeInTheDocument();
    expect(within(tickets).getByText('$25')).toBeInTheDocument();
  });

  it("copies the event's link carrying the signed-in user's ref", async () => {
    signIn();
    serve();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    openSocialPage();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/socials/founders-dinner?ref=${me.id}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
