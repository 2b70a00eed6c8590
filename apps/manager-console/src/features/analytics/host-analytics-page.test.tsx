import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shapeFunnel, type HostAnalytics } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostAnalyticsPage } from './host-analytics-page';

setupMockApi();

const hostId = '6f1c1a8e-0d7b-4a53-9a52-6f0f7f1b2c3d';
const analytics: HostAnalytics = {
  hostId,
  socials: 1,
  funnel: shapeFunnel({ views: 5, started: 1, rsvps: 1, approved: 1, attended: 1 }),
  uniqueVisitors: 4,
  paidRevenueCents: 0,
};

describe('HostAnalyticsPage', () => {
  it("asks for a host's id, refuses what is not one, then shows that host's figures", async () => {
    signIn();
    server.use(
      http.get(`*/api/users/${hostId}/host-analytics`, () => HttpResponse.json(analytics)),
      http.get(`*/api/users/${hostId}/host-analytics/socials`, () =>
        HttpResponse.json({
          data: [
            {
              social: { id: 's1', slug: 's1', title: 'Brunch', ownerId: hostId, eventTimestamp: Date.UTC(2026, 10, 1), timezone: 'UTC', isCancelled: false },
              views: 5,
              rsvps: 1,
              approved: 1,
              attended: 1,
              paidRevenueCents: 0,
            },
          ],
          meta: { lastEvaluatedKey: null },
        }),
      ),
    );
    renderPage(<HostAnalyticsPage />, { path: '/host-analytics', url: '/host-analytics' });

    const field = await screen.findByRole('textbox', { name: "Host's user id" });
    await userEvent.type(field, 'someone');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(field).toHaveAccessibleDescription("Paste the host's user id, e.g. from a social's analytics page");

    await userEvent.clear(field);
    await userEvent.type(field, hostId);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('heading', { name: 'Across 1 social' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brunch' })).toHaveAttribute('href', '/socials/s1/analytics');
  });
});
