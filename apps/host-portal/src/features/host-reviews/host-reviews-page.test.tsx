import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHostReview, host, me } from '@socials/domain/testing';
import type { HostReviewsOfUser } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostReviewsPage } from './host-reviews-page';

setupMockApi();

const summary = { count: 1, average: 4, distribution: [0, 0, 0, 1, 0] };
const page = (data: HostReviewsOfUser['data']): HostReviewsOfUser => ({ data, meta: { lastEvaluatedKey: null }, summary });
const guest = { ...host, id: 'guest-1', slug: 'bea', firstName: 'Bea', lastName: 'Guest', displayName: null };

describe('HostReviewsPage', () => {
  it("lists the reviews of the host's socials and posts a reply", async () => {
    signIn();
    const review = aHostReview({ id: 'review-9', rating: 4, comment: 'Great talks', author: guest });
    const replies: unknown[] = [];
    server.use(
      http.get(`*/api/host-reviews/user/${me.id}`, () => HttpResponse.json(page([review]))),
      http.post('*/api/host-reviews/review-9/reply', async ({ request }) => {
        replies.push(await request.json());
        return HttpResponse.json({ ...review, reply: { comment: 'Thanks Bea!', author: host, repliedAt: 0 } });
      }),
    );
    renderPage(<HostReviewsPage />, { path: '/reviews', url: '/reviews' });

    const card = await screen.findByRole('article', { name: 'Review by Bea Guest' });
    expect(card).toHaveTextContent('Great talks');
    expect(screen.getByText('4.0 out of 5 (1 review)')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Reply to Bea' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Post reply' }));
    expect(within(card).getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription('Write a reply');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Your reply' }), 'Thanks Bea!');
    await userEvent.click(within(card).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(replies).toEqual([{ comment: 'Thanks Bea!' }]));
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
  });

  it('says when nobody reviewed the socials yet', async () => {
    signIn();
    server.use(
      http.get(`*/api/host-reviews/user/${me.id}`, () =>
        HttpResponse.json({ ...page([]), summary: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] } }),
      ),
    );
    renderPage(<HostReviewsPage />, { path: '/reviews', url: '/reviews' });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
