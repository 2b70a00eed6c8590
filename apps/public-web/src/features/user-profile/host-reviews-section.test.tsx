import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHostReview, host } from '@socials/domain/testing';
import type { HostReviewsOfUser } from '@socials/domain';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { UserProfilePage } from './user-profile-page';

setupMockApi();

const ada = { ...host, currentCity: null, curPosition: null, curAcademic: null, registeredTimestamp: 0 };
const summary = { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] };
const withComment = aHostReview({ id: 'r1', rating: 5, comment: 'Superb host' });
const bare = aHostReview({
  id: 'r2',
  rating: 4,
  comment: null,
  author: { ...host, id: 'someone', firstName: 'Bob', lastName: 'Stone', displayName: null, slug: 'bob' },
});

/** Serves Ada's profile and her reviews by filter, recording the filters asked for. */
function serveAda(pages: Partial<Record<string, HostReviewsOfUser>> = {}) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/users/slug/ada', () => HttpResponse.json(ada)),
    http.get(`*/api/host-reviews/user/${host.id}`, ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? 'ALL_REVIEWS';
      asked.push(filter);
      return HttpResponse.json(pages[filter] ?? { data: [], meta: { lastEvaluatedKey: null }, summary });
    }),
  );
  return asked;
}

describe("a host's reviews on their profile", () => {
  it('shows the average and the reviews, and filters them', async () => {
    const asked = serveAda({
      ALL_REVIEWS: { data: [withComment, bare], meta: { lastEvaluatedKey: null }, summary },
      COMMENTS_ONLY: { data: [withComment], meta: { lastEvaluatedKey: null }, summary },
    });
    renderPage(<UserProfilePage />, { path: '/users/:slug', url: '/users/ada' });

    const section = await screen.findByRole('region', { name: 'Reviews as a host' });
    expect(await within(section).findByText('4.5 out of 5 (2 reviews)')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    // Signed out: nothing of one's own to show.
    expect(within(section).queryByRole('option', { name: 'My reviews' })).not.toBeInTheDocument();

    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Show' }), 'With a comment');
    // 'Superb host' is on the first list too: wait for the filtered list to replace it.
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByText('Superb host')).toBeInTheDocument();
    expect(asked).toContain('COMMENTS_ONLY');
  });

  it('offers the signed-in visitor their own reviews, and says when there are none', async () => {
    signIn();
    const asked = serveAda();
    renderPage(<UserProfilePage />, { path: '/users/:slug', url: '/users/ada' });
    const section = await screen.findByRole('region', { name: 'Reviews as a host' });
    expect(await within(section).findByText('No reviews as a host yet.')).toBeInTheDocument();
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Show' }), 'My reviews');
    expect(await within(section).findByText('You have not reviewed this host.')).toBeInTheDocument();
    expect(asked).toContain('MY_REVIEWS');
  });
});
