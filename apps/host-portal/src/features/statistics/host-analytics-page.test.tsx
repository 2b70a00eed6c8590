import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { me } from '@socials/domain/testing';
import { shapeFunnel, type HostAnalytics, type HostSocialFigures } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostAnalyticsPage } from './host-analytics-page';

setupMockApi();

const analytics: HostAnalytics = {
  hostId: me.id,
  socials: 2,
  funnel: shapeFunnel({ views: 30, started: 8, rsvps: 6, approved: 5, attended: 3 }),
  uniqueVisitors: 21,
  paidRevenueCents: 0,
};

const figures = (id: string, title: string, views: number): HostSocialFigures => ({
  social: { id, slug: id, title, ownerId: me.id, eventTimestamp: Date.UTC(2026, 10, 20, 23), timezone: 'America/New_York', isCancelled: false },
  views,
  rsvps: 3,
  approved: 2,
  attended: 1,
  paidRevenueCents: 0,
});

function serve() {
  server.use(
    http.get(`*/api/users/${me.id}/host-analytics`, () => HttpResponse.json(analytics)),
    http.get(`*/api/users/${me.id}/host-analytics/socials`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('exclusiveStartKey');
      return key === 'page-2'
        ? HttpResponse.json({ data: [figures('s-old', 'Older Supper', 10)], meta: { lastEvaluatedKey: null } })
        : HttpResponse.json({ data: [figures('s-new', 'Newer Brunch', 20)], meta: { lastEvaluatedKey: 'page-2' } });
    }),
  );
}

describe('HostAnalyticsPage', () => {
  it('sums up the host’s socials and lists each with its figures and a link to its statistics, page by page', async () => {
    signIn();
    serve();
    renderPage(<HostAnalyticsPage />, { path: '/analytics', url: '/analytics' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Across 2 socials' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^People at each step: 5 values from 3 to 30/ })).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Newer Brunch/ }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', '3', '2', '1', '$0']);
    expect(within(row).getByRole('link', { name: 'Newer Brunch' })).toHaveAttribute('href', '/socials/s-new/statistics');

    await userEvent.click(screen.getByRole('button', { name: 'Older socials' }));
    expect(await screen.findByRole('link', { name: 'Older Supper' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Newer socials' }));
    expect(await screen.findByRole('link', { name: 'Newer Brunch' })).toBeInTheDocument();
  });
});
