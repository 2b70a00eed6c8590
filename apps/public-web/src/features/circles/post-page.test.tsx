import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Post, PostUnlockInfo } from '@socials/domain';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { PostPage } from './post-page';

setupMockApi();

const POST_ID = '11111111-1111-4111-8111-111111111111';
const author = { id: 'u1', slug: 'hedda', displayName: null, firstName: 'Hedda', lastName: 'Host', photoPath: null };

const lockedPost: Post = {
  id: POST_ID,
  circleId: 'c1',
  author,
  title: 'Speaker slides',
  teaser: 'The deck from Tuesday',
  coverUrl: null,
  access: 'POINTS',
  pointsCost: 10,
  priceCents: null,
  currency: 'usd',
  bodyHtml: null,
  bodyMarkdown: null,
  lock: { readable: false, reason: 'NEEDS_POINTS', message: 'Unlock this post with your points.', canUnlock: true },
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 1),
};

const info = (balance: number): PostUnlockInfo => ({
  postId: POST_ID,
  access: 'POINTS',
  locked: true,
  reason: 'NEEDS_POINTS',
  message: 'Unlock this post with your points.',
  canUnlock: true,
  pointsCost: 10,
  priceCents: null,
  currency: 'usd',
  balance,
  canAfford: balance >= 10,
});

function answer(balance: number) {
  let unlocked = false;
  server.use(
    http.get('*/api/circles/slug/:slug', () => HttpResponse.json({ message: 'Circle not found' }, { status: 404 })),
    http.get(`*/api/posts/${POST_ID}`, () => HttpResponse.json(unlocked ? { ...lockedPost, bodyHtml: '<p>Slides live <em>here</em>.</p>' } : lockedPost)),
    http.get(`*/api/posts/${POST_ID}/unlock/info`, () => HttpResponse.json(info(balance))),
    http.post(`*/api/posts/${POST_ID}/unlock`, () => {
      unlocked = true;
      return HttpResponse.json({ status: 'UNLOCKED', checkoutUrl: null, post: { ...lockedPost, bodyHtml: '<p>Slides live <em>here</em>.</p>' } });
    }),
  );
}

const url = `/circles/posting/posts/${POST_ID}`;

describe('post page', () => {
  it('shows a locked post without its body and unlocks it for points after a confirm', async () => {
    signIn();
    answer(25);
    renderPage(<PostPage />, { path: '/circles/:slug/posts/:postId', url });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Speaker slides' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This post is locked' })).toBeInTheDocument();
    expect(await screen.findByText('Your balance: 25 points')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock for 10 points' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your balance goes from 25 to 15 points.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unlock for 10 points' }));

    expect(await screen.findByText('Post unlocked')).toBeInTheDocument();
    expect(await screen.findByTestId('post-body')).toHaveTextContent('Slides live here.');
  });

  it('says how many points are missing instead of offering the button', async () => {
    signIn();
    answer(4);
    renderPage(<PostPage />, { path: '/circles/:slug/posts/:postId', url });
    expect(await screen.findByText('You need 10 points to unlock it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unlock/ })).not.toBeInTheDocument();
  });

  it('shows "Post not found" for a post the API does not show the visitor', async () => {
    server.use(
      http.get('*/api/circles/slug/:slug', () => HttpResponse.json({ message: 'Circle not found' }, { status: 404 })),
      http.get(`*/api/posts/${POST_ID}`, () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Post not found' }, { status: 404 })),
    );
    renderPage(<PostPage />, { path: '/circles/:slug/posts/:postId', url });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
  });
});
