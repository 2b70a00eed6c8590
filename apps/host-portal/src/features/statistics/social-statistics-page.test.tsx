import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shapeFunnel, type DataSetTotals, type SocialAnalytics, type StatsSeries, type StatsTable } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialStatisticsPage } from './social-statistics-page';

setupMockApi();

const socialId = 'social-stats-1';
const totals: DataSetTotals = {
  PAGE_VIEW: 12,
  UNIQUE_USER: 9,
  RSVP: 4,
  PARTIAL_RSVP: 1,
  ATTENDANCE: 2,
  TICKET_TIER: 4,
  SURVEY_COMPLETED: 0,
  CAMPAIGN_EMAIL: 3,
};
const analytics: SocialAnalytics = {
  social: {
    id: socialId,
    slug: 'founders-dinner',
    title: 'Founders Dinner',
    ownerId: 'host-1',
    eventTimestamp: Date.UTC(2026, 11, 1, 23),
    timezone: 'America/New_York',
    isCancelled: false,
  },
  funnel: shapeFunnel({ views: 12, started: 5, rsvps: 4, approved: 3, attended: 2 }),
  totals,
  paidRevenueCents: 12500,
  currency: 'usd',
};
const perDay: StatsSeries = {
  dataSet: 'RSVP',
  category: 'DAY',
  timezone: 'America/New_York',
  points: [
    { key: '2026-11-23', label: 'Nov 23', count: 1 },
    { key: '2026-11-24', label: 'Nov 24', count: 3 },
  ],
};
const perTier: StatsSeries = { dataSet: 'RSVP', category: 'TIER', timezone: 'America/New_York', points: [{ key: 'tier-1', label: 'Early bird', count: 4 }] };
const table: StatsTable = { timezone: 'America/New_York', columns: ['PAGE_VIEW', 'RSVP'], rows: [{ day: '2026-11-24', counts: totals }] };

function serve(found = true) {
  server.use(
    http.get(`*/api/socials/${socialId}/analytics`, () =>
      found ? HttpResponse.json(analytics) : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Social not found' }, { status: 404 }),
    ),
    http.get(`*/api/socials/${socialId}/stats/RSVP/dataCategory/DAY`, () => HttpResponse.json(perDay)),
    http.get(`*/api/socials/${socialId}/stats/RSVP/dataCategory/TIER`, () => HttpResponse.json(perTier)),
    http.get(`*/api/socials/${socialId}/tableStats`, () => HttpResponse.json(table)),
  );
}

const openPage = () => renderPage(<SocialStatisticsPage />, { path: '/socials/:id/statistics', url: `/socials/${socialId}/statistics` });

describe('SocialStatisticsPage', () => {
  it('shows the funnel with each step’s share, the totals and the RSVPs over time and by tier as charts', async () => {
    signIn();
    serve();
    openPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics of Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'People at each step: 5 values from 2 to 12; highest 12 at Saw the page' })).toBeInTheDocument();
    expect(screen.getByText('(41.7% of the step before)')).toBeInTheDocument();
    const unique = screen.getByText('Unique visitors').closest('div') as HTMLElement;
    expect(within(unique).getByText('9')).toBeInTheDocument();
    expect(screen.getByText('$125')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'RSVPs per day (America/New_York): 2 values from 1 to 3; highest 3 at Nov 24' })).toBeInTheDocument();
    const tiers = await screen.findByRole('table', { name: 'RSVPs per ticket tier' });
    expect(within(tiers).getByRole('row', { name: 'Early bird 4' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guests' })).toHaveAttribute('href', `/socials/${socialId}/attendees`);
    expect(screen.queryByRole('link', { name: 'Statistics' })).not.toBeInTheDocument();
  });

  it('downloads every data set per day as CSV', async () => {
    signIn();
    serve();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:statistics';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('statistics-founders-dinner.csv');
    });
    openPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(await blobs[0]?.text()).toBe('Day,Page views,RSVPs\r\n2026-11-24,12,4\r\n');
    clicks.mockRestore();
  });

  it('says why when the statistics cannot be shown', async () => {
    signIn();
    serve(false);
    openPage();
    expect(await screen.findByText('Social not found')).toBeInTheDocument();
  });
});
