import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHostReview } from '@socials/domain/testing';
import type { HostReview } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ReviewsModerationPage } from './reviews-moderation-page';

setupMockApi();

/** Serves the reviews and records each PATCH. */
function serve(reviews: HostReview[]) {
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/host-reviews/published', () => HttpResponse.json({ data: reviews, hosts: [] })),
    http.patch('*/api/host-reviews/:id', async ({ request, params }) => {
      const body = (await request.json()) as { hidden: boolean; reason?: string };
      patches.push({ id: params.id, ...body });
      const review = reviews.find((r) => r.id === params.id) ?? aHostReview();
      return HttpResponse.json({ ...review, hidden: body.hidden, hiddenReason: body.hidden ? (body.reason ?? null) : null });
    }),
  );
  return patches;
}

describe('ReviewsModerationPage', () => {
  it('hides a review only with a reason and after confirming', async () => {
    signIn();
    const patches = serve([aHostReview({ id: 'r1', comment: 'Nasty words' })]);
    renderPage(<ReviewsModerationPage />, { path: '/reviews', url: '/reviews' });

    const card = await screen.findByRole('article', { name: 'Review by Grace Hopper' });
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(within(card).getByRole('textbox', { name: 'Reason for hiding' })).toHaveAccessibleDescription('Say why the review is hidden');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.type(within(card).getByRole('textbox', { name: 'Reason for hiding' }), 'Insults the host');
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the review by Grace Hopper?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(patches).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide the review by Grace Hopper' }));

    await waitFor(() => expect(patches).toEqual([{ id: 'r1', hidden: true, reason: 'Insults the host' }]));
    expect(await screen.findByText('The review by Grace Hopper is hidden')).toBeInTheDocument();
  });

  it('shows a hidden review, marked, and shows it again after confirming', async () => {
    signIn();
    const patches = serve([aHostReview({ id: 'r2', hidden: true, hiddenReason: 'Spam' })]);
    renderPage(<ReviewsModerationPage />, { path: '/reviews', url: '/reviews' });

    const card = await screen.findByRole('article', { name: 'Review by Grace Hopper' });
    expect(within(card).getByText('Hidden by staff: Spam')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show the review by Grace Hopper again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the review by Grace Hopper' }));
    await waitFor(() => expect(patches).toEqual([{ id: 'r2', hidden: false }]));
  });

  it('says when there is no review yet', async () => {
    signIn();
    serve([]);
    renderPage(<ReviewsModerationPage />, { path: '/reviews', url: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
