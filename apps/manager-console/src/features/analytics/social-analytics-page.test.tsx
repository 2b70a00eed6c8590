import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { shapeFunnel, type SocialAnalytics, type StatsSeries } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { SocialAnalyticsPage } from './social-analytics-page';

setupMockApi();

const socialId = 'social-1';
const analytics: SocialAnalytics = {
  social: {
    id: socialId,
    slug: 'supper',
    title: 'Supper Club',
    ownerId: 'owner-1',
    eventTimestamp: Date.UTC(2026, 11, 1),
    timezone: 'UTC',
    isCancelled: false,
  },
  funnel: shapeFunnel({ views: 4, started: 2, rsvps: 2, approved: 1, attended: 0 }),
  totals: { PAGE_VIEW: 4, UNIQUE_USER: 3, RSVP: 2, PARTIAL_RSVP: 0, ATTENDANCE: 0, TICKET_TIER: 2, SURVEY_COMPLETED: 0, CAMPAIGN_EMAIL: 0 },
  paidRevenueCents: 0,
  currency: 'usd',
};
const series = (category: 'DAY' | 'TIER'): StatsSeries => ({
  dataSet: 'RSVP',
  category,
  timezone: 'UTC',
  points: [{ key: 'k', label: category === 'DAY' ? 'Nov 24' : 'General', count: 2 }],
});

describe('SocialAnalyticsPage', () => {
  it("shows staff the social's statistics, with the way to its owner's analytics", async () => {
    signIn();
    server.use(
      http.get(`*/api/socials/${socialId}/analytics`, () => HttpResponse.json(analytics)),
      http.get(`*/api/socials/${socialId}/stats/RSVP/dataCategory/:c`, ({ params }) => HttpResponse.json(series(params.c as 'DAY' | 'TIER'))),
    );
    renderPage(<SocialAnalyticsPage />, { path: '/socials/:id/analytics', url: `/socials/${socialId}/analytics` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics of Supper Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "The owner's analytics across their socials" })).toHaveAttribute('href', '/host-analytics?host=owner-1');
    expect(await screen.findByRole('img', { name: 'RSVPs per day (UTC): 1 values from 2 to 2; highest 2 at Nov 24' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'RSVPs per ticket tier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});
