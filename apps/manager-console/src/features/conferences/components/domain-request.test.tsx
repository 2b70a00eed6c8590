import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conference } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { DomainRequest } from './domain-request';

setupMockApi();

const conference = {
  id: '6a1c3a36-5d0b-4a51-9c0f-0d0c5f1f7a10',
  slug: 'data-days',
  name: 'Data Days',
  domain: null,
  requestedDomain: 'datadays.example.org',
} as Conference;

describe('DomainRequest', () => {
  it('lets staff approve the domain an organizer asked for', async () => {
    const decisions: unknown[] = [];
    server.use(
      http.post(`*/api/conferences/${conference.id}/domain-decision`, async ({ request }) => {
        decisions.push(await request.json());
        return HttpResponse.json({ ...conference, domain: conference.requestedDomain, requestedDomain: null });
      }),
    );
    signIn();
    renderPage(<DomainRequest conference={conference} />, { path: '/summit', url: '/summit' });
    expect(await screen.findByText('The organizers ask for the host name datadays.example.org.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await expect.poll(() => decisions).toEqual([{ approve: true }]);
  });
});
