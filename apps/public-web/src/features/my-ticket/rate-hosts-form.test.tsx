import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHostReview, aReviewSummary, aRsvp } from '@socials/domain/testing';
import type { SocialReviewSummary } from '@socials/domain';
import { makeSocial, me } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { MyTicketPage } from './my-ticket-page';

setupMockApi();

const HOUR = 60 * 60 * 1000;

/** A ticket of an event that ended an hour ago, checked in or not; the summary the server gives. */
function endedTicket(status: 'ATTENDED' | 'APPROVED', summary: SocialReviewSummary) {
  const social = makeSocial({ eventTimestamp: Date.now() - 3 * HOUR, eventEndTimestamp: Date.now() - HOUR });
  const sent: unknown[] = [];
  server.use(
    http.get(`*/api/users/${me.id}/rsvped-socials`, () => HttpResponse.json({ data: [{ social, rsvp: aRsvp({ status }) }] })),
    http.get(`*/api/socials/${social.id}/review/summary`, () => HttpResponse.json(summary)),
    http.patch(`*/api/socials/${social.id}/rsvps/rsvp-1/review`, async ({ request }) => {
      const body = (await request.json()) as { rating: number; comment: string };
      sent.push(body);
      return HttpResponse.json(aHostReview({ rating: body.rating, comment: body.comment }));
    }),
  );
  return sent;
}

describe('Rate the hosts on My ticket', () => {
  it('lets a checked-in attendee rate with the keyboard and a comment, and thanks them', async () => {
    signIn();
    const sent = endedTicket('ATTENDED', aReviewSummary());
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    const form = await screen.findByRole('form', { name: 'Rate the hosts of Founders Dinner' });
    expect(form).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Choose from 1 to 5 stars');
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Lovely evening');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() => expect(sent).toEqual([{ rating: 4, comment: 'Lovely evening' }]));
    expect(await screen.findByText('Thanks for rating the hosts')).toBeInTheDocument();
  });

  it('opens the review already written for editing', async () => {
    signIn();
    const sent = endedTicket('ATTENDED', aReviewSummary({ myReview: aHostReview({ rating: 2, comment: 'Too loud' }), count: 1, average: 2 }));
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });

    expect(await screen.findByRole('form', { name: 'Your review of the hosts of Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Too loud');
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update review' }));
    await waitFor(() => expect(sent).toEqual([{ rating: 5, comment: 'Too loud' }]));
    expect(await screen.findByText('Your review is updated')).toBeInTheDocument();
  });

  it('offers no review form when the server says the attendee may not review', async () => {
    signIn();
    endedTicket('ATTENDED', aReviewSummary({ canReview: false, cannotReviewReason: 'Reviews open once the event is over' }));
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });
    expect(await screen.findByText("You're checked in.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your review…')).not.toBeInTheDocument());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks nothing of a ticket that was not checked in', async () => {
    signIn();
    endedTicket('APPROVED', aReviewSummary());
    renderPage(<MyTicketPage />, { path: '/my-ticket', url: '/my-ticket' });
    expect(await screen.findByRole('link', { name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
