import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialDetail } from '@socials/domain';
import { makeSocial } from '../../../test/fixtures';
import { server, signIn, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { SocialDetailPage } from '../social-detail-page';

setupMockApi();

const coHost = { id: 'host-2', slug: 'grace', displayName: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', photoPath: null };

/** Serves the social, whose isSubscribedAllHosts follows the calls made; records them. */
function serve(initial: Partial<SocialDetail> = {}) {
  let subscribed = initial.isSubscribedAllHosts ?? false;
  const calls: { method: string; url: string; body: unknown }[] = [];
  const social = () => makeSocial({ hosts: [coHost], ...initial, isSubscribedAllHosts: subscribed });
  server.use(
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social())),
    http.get('*/api/socials/:id/homiesgoing', () => HttpResponse.json({ count: 0, data: [] })),
    http.post('*/api/hosts/:hostId/subscribe', async ({ request }) => {
      calls.push({ method: 'POST', url: new URL(request.url).pathname, body: await request.json() });
      subscribed = true;
      return HttpResponse.json({ hostIds: ['host-1', 'host-2'] });
    }),
    http.patch('*/api/hosts/unsubscribe', async ({ request }) => {
      calls.push({ method: 'PATCH', url: new URL(request.url).pathname, body: await request.json() });
      subscribed = false;
      return HttpResponse.json({ hostId: 'host-1', hostName: 'Ada Lovelace', email: 'm***@example.com', unsubscribed: true });
    }),
  );
  return calls;
}

const openSocialPage = () => renderPage(<SocialDetailPage />, { path: '/socials/:slug', url: '/socials/founders-dinner' });
const hostsSection = async () => screen.findByRole('region', { name: 'Hosted by' });

describe('Follow the hosts', () => {
  it('follows every host of the social, then shows Following', async () => {
    signIn();
    const calls = serve();
    openSocialPage();

    await userEvent.click(await within(await hostsSection()).findByRole('button', { name: 'Follow' }));

    expect(await within(await hostsSection()).findByRole('button', { name: 'Following' })).toBeInTheDocument();
    const { id } = makeSocial();
    expect(calls).toEqual([{ method: 'POST', url: '/api/hosts/host-1/subscribe', body: { allHostsOfSocialId: id } }]);
  });

  it('unfollows each host', async () => {
    signIn();
    const calls = serve({ isSubscribedAllHosts: true });
    openSocialPage();

    await userEvent.click(await within(await hostsSection()).findByRole('button', { name: 'Following' }));

    expect(await within(await hostsSection()).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ hostId: 'host-1' }, { hostId: 'host-2' }]));
  });

  it('sends a visitor to sign in first, back to this social', async () => {
    serve();
    openSocialPage();

    const link = await within(await hostsSection()).findByRole('link', { name: 'Sign in to follow the hosts' });
    expect(link).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/socials/founders-dinner')}`);
  });
});
