import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { makeSocial } from '../../test/fixtures';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HomePage } from './home-page';

setupMockApi();

const page = (data: unknown[]) => HttpResponse.json({ data, meta: { lastEvaluatedKey: null } });

describe('HomePage', () => {
  it('shows the spotlight, this week and upcoming sections from the homepage feature', async () => {
    server.use(
      http.get('*/api/socials/homepage-feature', ({ request }) => {
        const section = new URL(request.url).searchParams.get('section');
        if (section === 'SPOTLIGHT') return page([makeSocial({ id: 's1', slug: 'gala', title: 'Gala', publicApprovalStatus: 'APPROVED_FEATURE' })]);
        if (section === 'THIS_WEEK') return page([makeSocial({ id: 's2', slug: 'meetup', title: 'Meetup' })]);
        return page([]);
      }),
    );
    renderPage(<HomePage />, { path: '/', url: '/' });

    const spotlight = await screen.findByRole('region', { name: 'Spotlight' });
    expect(within(spotlight).getByRole('link', { name: 'Gala' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'This week' })).getByRole('link', { name: 'Meetup' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Upcoming' })).getByText('No later socials listed yet.')).toBeInTheDocument();
  });

  it("loads the first card's image at once and first, the others as they scroll near", async () => {
    server.use(
      http.get('*/api/socials/homepage-feature', ({ request }) => {
        const section = new URL(request.url).searchParams.get('section');
        if (section === 'THIS_WEEK')
          return page([makeSocial({ id: 's1', slug: 'first', title: 'First' }), makeSocial({ id: 's2', slug: 'second', title: 'Second' })]);
        if (section === 'UPCOMING') return page([makeSocial({ id: 's3', slug: 'later', title: 'Later' })]);
        return page([]);
      }),
    );
    const { container } = renderPage(<HomePage />, { path: '/', url: '/' });

    await screen.findByRole('link', { name: 'Later' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('invites to host when every section is empty', async () => {
    server.use(http.get('*/api/socials/homepage-feature', () => page([])));
    renderPage(<HomePage />, { path: '/', url: '/' });

    expect(await screen.findByRole('heading', { name: 'No upcoming socials yet' })).toBeInTheDocument();
  });
});
