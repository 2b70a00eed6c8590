import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aRsvp } from '@socials/domain/testing';
import { freeTier, makeSocial, me } from '../../../test/fixtures';
import { server, signIn, setupMockApi } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { RsvpPage } from '../rsvp-page';

setupMockApi();

const pointsTier = { ...freeTier, name: 'Members pass', pointsCost: 40 };

/** A social whose only tier costs 40 points, a user holding `balance`; returns the completing calls made. */
function serve(balance: number): unknown[] {
  const completions: unknown[] = [];
  const social = makeSocial({ ticketTiers: [pointsTier], isSubscribedAllHosts: true });
  const draft = aRsvp({ id: 'draft-1', status: 'PARTIAL_UPDATE' });
  signIn();
  server.use(
    http.get('*/api/users/me', () => HttpResponse.json({ ...me, isSubscribedToUpdate: true, points: balance })),
    http.get('*/api/socials/slug/founders-dinner', () => HttpResponse.json(social)),
    http.post(`*/api/socials/${social.id}/rsvps`, () => HttpResponse.json(draft, { status: 201 })),
    http.patch(`*/api/socials/${social.id}/rsvps/draft-1`, async ({ request }) => {
      const body = (await request.json()) as { submit?: boolean };
      if (body.submit) completions.push(body);
      return HttpResponse.json(body.submit ? aRsvp({ status: 'APPROVED' }) : draft);
    }),
  );
  renderPage(<RsvpPage />, { path: '/socials/:slug/rsvp', url: '/socials/founders-dinner/rsvp' });
  return completions;
}

describe('PointsStep', () => {
  it('shows the balance and what the ticket deducts, then sends the RSVP', async () => {
    const completions = serve(55);
    expect(await screen.findByRole('heading', { name: 'Pay with points' })).toBeInTheDocument();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('55 points');
    expect(screen.getByText('Members pass').nextSibling).toHaveTextContent('−40 points');
    expect(screen.getByTestId('points-after')).toHaveTextContent('15 points');
    await userEvent.click(screen.getByRole('button', { name: 'Send RSVP' }));
    expect(await screen.findByRole('heading', { name: 'Your RSVP' })).toBeInTheDocument();
    expect(completions).toHaveLength(1);
  });

  it('says how many points are missing and does not send an RSVP it cannot pay for', async () => {
    const completions = serve(10);
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket needs 30 more points than you have');
    expect(screen.getByRole('button', { name: 'Send RSVP' })).toBeDisabled();
    expect(completions).toEqual([]);
  });
});
