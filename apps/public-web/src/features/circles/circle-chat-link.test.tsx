import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import type { Circle } from '@socials/domain';
import { aCircle } from '../../test/fixtures';
import { chatChannelAnswer, server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { CirclePage } from './circle-page';

setupMockApi();

function openCircle(circle: Circle) {
  const empty = () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } });
  server.use(http.get('*/api/circles/circle-1/*', empty), http.get('*/api/getVisibleSocials', empty));
  server.use(
    http.get('*/api/circles/slug/night-owls', () => HttpResponse.json(circle)),
    http.get('*/api/circles/circle-1/calendar-link', () => HttpResponse.json({ path: '/api/circles/circle-1/calendar.ics', personal: false })),
  );
  renderPage(<CirclePage />, { path: '/circles/:slug', url: '/circles/night-owls' });
}

describe("the circle page's way to its chat", () => {
  it("shows an active member the circle's chat with the unread count", async () => {
    signIn();
    server.use(http.get('*/api/chat/channels/circle/circle-1', () => chatChannelAnswer('circle', 'circle-1', 2)));
    openCircle(aCircle({ myMembership: { role: 'member', status: 'ACTIVE', referralCode: null } }));
    expect(await screen.findByRole('link', { name: 'Circle chat, 2 unread' })).toHaveAttribute('href', '/chat?circle=circle-1');
  });

  it('does not show it to someone whose request waits', async () => {
    signIn();
    openCircle(aCircle({ joinPolicy: 'REQUEST', myMembership: { role: 'member', status: 'PENDING', referralCode: null } }));
    expect(await screen.findByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Circle chat/ })).not.toBeInTheDocument();
  });
});
