import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CityEventsPage } from './city-events-page';

setupMockApi();

const page = (data: unknown[]) => HttpResponse.json({ data, meta: { lastEvaluatedKey: null } });

describe('CityEventsPage', () => {
  it("titles the page with the city's short name and the Tech Events suffix, and each card with its social's own title", async () => {
    let cityId: string | null = null;
    server.use(
      http.get('*/api/socials/public', ({ request }) => {
        cityId = new URL(request.url).searchParams.get('cityId');
        return page([makeSocial()]);
      }),
    );
    renderPage(<CityEventsPage />, { path: '/community-events/:city', url: '/community-events/new-york' });

    expect(await screen.findByRole('heading', { level: 1, name: 'NYC Tech Events' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.queryByText(/Founders Dinner \| /)).not.toBeInTheDocument();
    expect(cityId).toBe('new-york');
    expect(document.title).toBe('NYC Tech Events · Socials');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Upcoming tech events, dinners and meetups in NYC.');
  });

  it('lists the past socials with ?type=past-events', async () => {
    server.use(http.get('*/api/socials/past', () => page([])));
    renderPage(<CityEventsPage />, { path: '/community-events/:city', url: '/community-events/new-york?type=past-events' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Past NYC Tech Events' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No past socials in NYC yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past events' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the city is unknown', async () => {
    renderPage(<CityEventsPage />, { path: '/community-events/:city', url: '/community-events/atlantis' });

    expect(await screen.findByRole('heading', { level: 1, name: 'City not found' })).toBeInTheDocument();
  });
});
