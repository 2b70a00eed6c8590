import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { ManagerDashboard } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { DashboardPage } from './dashboard-page';

setupMockApi();

const dashboard: ManagerDashboard = {
  users: 120,
  socials: 14,
  upcomingSocials: 6,
  rsvps: 310,
  paidRevenueCents: 452_000,
  pendingPublicReviews: 3,
  pageViewsLast7Days: 950,
  failedCallsLast7Days: 2,
};

describe('DashboardPage', () => {
  it('shows the platform totals and the public socials waiting for review, with a link to the queue', async () => {
    signIn();
    server.use(http.get('*/api/manager/dashboard', () => HttpResponse.json(dashboard)));
    renderPage(<DashboardPage />, { path: '/dashboard', url: '/dashboard' });

    const reviews = await screen.findByRole('region', { name: 'Pending reviews' });
    expect(reviews).toHaveTextContent('3 public socials wait for a review.');
    expect(within(reviews).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute('href', '/public-events');
    const totals = screen.getByRole('region', { name: 'Platform totals' });
    expect(within(totals).getByText('Users').nextSibling).toHaveTextContent('120');
    expect(within(totals).getByText('Paid (before refunds)').nextSibling).toHaveTextContent('$4,520');
    expect(within(totals).getByText('Failed calls, last 7 days').nextSibling).toHaveTextContent('2');
  });
});
