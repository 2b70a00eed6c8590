import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { SocialDetail } from '@socials/domain';
import { aRsvp, host, makeSocial, me } from '../../test/fixtures';
import { chatChannelAnswer, server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialDetailPage } from './social-detail-page';

setupMockApi();

const unreadIn = (social: SocialDetail, count: number) =>
  http.get(`*/api/chat/channels/social/${social.id}`, () => chatChannelAnswer('social', social.id, count));

function openSocial(social: SocialDetail) {
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.get(`*/api/socials/${social.id}/homiesgoing`, () => HttpResponse.json({ count: 0, data: [] })),
  );
  renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });
}

describe("the event page's way to its chat", () => {
  it('shows a going guest the link with what they have not read', async () => {
    signIn();
    const social = makeSocial({ myRsvp: aRsvp({ status: 'APPROVED' }) });
    server.use(unreadIn(social, 3));
    openSocial(social);
    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    const link = await within(panel).findByRole('link', { name: 'Chat with guests, 3 unread' });
    expect(link).toHaveAttribute('href', `/chat?social=${social.id}`);
  });

  it('shows it to a host', async () => {
    signIn();
    const social = makeSocial({ owner: { ...host, id: me.id }, myRsvp: null });
    openSocial(social);
    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByRole('link', { name: 'Chat with guests' })).toHaveAttribute('href', `/chat?social=${social.id}`);
  });

  it('does not show it to a waitlisted guest or a visitor', async () => {
    signIn();
    openSocial(makeSocial({ myRsvp: aRsvp({ status: 'WAITLIST' }) }));
    const panel = await screen.findByRole('complementary', { name: 'RSVP' });
    expect(await within(panel).findByText('Your RSVP')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /Chat with guests/ })).not.toBeInTheDocument();
  });
});
