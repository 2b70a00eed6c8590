import { describe, expect, it } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { screen } from '@testing-library/react';
import { aHostReview, host } from '@socials/domain/testing';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostsPage } from './hosts-page';

setupMockApi();

describe('HostsPage', () => {
  it('ranks the rated hosts with their average and lists the newest reviews', async () => {
    server.use(
      http.get('*/api/host-reviews/published', () =>
        HttpResponse.json({ data: [aHostReview({ comment: 'Best dinner in town' })], hosts: [{ host, count: 3, average: 4.67 }] }),
      ),
    );
    renderPage(<HostsPage />, { path: '/hosts', url: '/hosts' });

    expect(await screen.findByRole('heading', { name: 'Top-rated hosts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/users/ada');
    expect(screen.getByText('4.7 out of 5 (3 reviews)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.7 out of 5 stars' })).toBeInTheDocument();
    const review = screen.getByRole('article', { name: 'Review by Grace Hopper' });
    expect(review).toHaveTextContent('Best dinner in town');
    expect(screen.getByRole('link', { name: 'Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
  });

  it('shows a loader, then an empty state when nobody was reviewed', async () => {
    server.use(
      http.get('*/api/host-reviews/published', async () => {
        await delay(50);
        return HttpResponse.json({ data: [], hosts: [] });
      }),
    );
    renderPage(<HostsPage />, { path: '/hosts', url: '/hosts' });
    expect(screen.getByText('Loading hosts…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });
});
