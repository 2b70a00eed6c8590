import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { Conference } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SummitPage } from './summit-page';

setupMockApi();

const base = {
  tagline: '',
  description: '',
  startsAt: Date.UTC(2031, 4, 12, 13),
  endsAt: Date.UTC(2031, 4, 13, 22),
  timezone: 'America/New_York',
  venueName: 'Pier 57',
  venueAddress: '',
  requestedDomain: null,
  currency: 'usd',
  branding: { logoUrl: null, heroImageUrl: null, primaryColor: '#b91c1c', accentColor: '#0f766e' },
  passes: [],
  organizerIds: [],
  requiredVerifiedEmail: null,
  canManage: true,
};
const onItsDomain = {
  ...base,
  id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10',
  slug: 'data-days',
  name: 'Data Days',
  domain: 'datadays.example.org',
  published: true,
} as Conference;
const withoutDomain = { ...base, id: '0b7e0f4e-4a8e-4e8a-9a55-5b8f0d7c2e11', slug: 'ops-week', name: 'Ops Week', domain: null, published: true } as Conference;

function serveConferences() {
  server.use(
    http.get('*/api/conferences', () => HttpResponse.json({ data: [onItsDomain, withoutDomain] })),
    http.get('*/api/conferences/:id', ({ params }) => HttpResponse.json([onItsDomain, withoutDomain].find((conference) => conference.id === params.id))),
    http.get('*/api/conferences/:id/sessions', () => HttpResponse.json({ data: [] })),
    http.get('*/api/conferences/:id/speakers', () => HttpResponse.json({ data: [] })),
    http.get('*/api/speakers', () => HttpResponse.json({ data: [] })),
  );
}

describe('SummitPage "View site"', () => {
  it('links each conference to its site: its own domain, else /conference/ naming it, in a new tab', async () => {
    serveConferences();
    signIn();
    renderPage(<SummitPage />, { path: '/summit', url: '/summit' });
    const dataDays = (await screen.findByRole('button', { name: 'Data Days' })).closest('article')!;
    const opsWeek = screen.getByRole('button', { name: 'Ops Week' }).closest('article')!;
    const link = within(dataDays).getByRole('link', { name: 'View site (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `${window.location.protocol}//datadays.example.org/`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(opsWeek).getByRole('link', { name: 'View site (opens in a new tab)' })).toHaveAttribute('href', '/conference/?conference=ops-week');
  });

  it("links a chosen conference's page to its site", async () => {
    serveConferences();
    signIn();
    renderPage(<SummitPage />, { path: '/summit', url: `/summit?conference=${withoutDomain.id}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ops Week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View site (opens in a new tab)' })).toHaveAttribute('href', '/conference/?conference=ops-week');
  });
});
