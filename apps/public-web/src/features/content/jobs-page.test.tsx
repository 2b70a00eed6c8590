import type { ContentEntry } from '@socials/domain';
import { delay, http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { JobPage, JobsPage } from './jobs-page';

setupMockApi();

const job = (overrides: Partial<ContentEntry> = {}): ContentEntry => ({
  id: 'job-1',
  kind: 'JOB',
  slug: 'founding-engineer',
  title: 'Founding engineer',
  summary: 'Build the payments core.',
  body: 'Apply **now**.',
  html: '<p>Apply <strong>now</strong>.</p>',
  fields: {
    company: 'Ledgerline',
    location: 'New York',
    employmentType: 'FULL_TIME',
    remote: true,
    bountyCents: 500_000,
    applyUrl: 'https://example.com/apply',
  },
  published: true,
  publishedAt: Date.UTC(2026, 10, 2),
  updatedAt: Date.UTC(2026, 10, 2),
  ...overrides,
});

describe('JobsPage', () => {
  it('lists open roles with their facts and job bounty, each leading to its page', async () => {
    server.use(http.get('*/api/content/JOB', () => HttpResponse.json({ data: [job()], meta: { lastEvaluatedKey: null } })));
    renderPage(<JobsPage />, { path: '/jobs', url: '/jobs' });

    expect(await screen.findByRole('link', { name: 'Founding engineer' })).toHaveAttribute('href', '/jobs/founding-engineer');
    expect(screen.getByText('Ledgerline · New York · Full time · Remote friendly')).toBeInTheDocument();
    expect(screen.getByText('$5,000 referral bounty')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows a loader, then says when no role is open', async () => {
    server.use(
      http.get('*/api/content/JOB', async () => {
        await delay(50);
        return HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } });
      }),
    );
    renderPage(<JobsPage />, { path: '/jobs', url: '/jobs' });
    expect(screen.getByText('Loading jobs…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No open roles right now' })).toBeInTheDocument();
  });
});

describe('JobPage', () => {
  it('shows the role, its bounty, its body and where to apply', async () => {
    server.use(http.get('*/api/content/JOB/founding-engineer', () => HttpResponse.json(job())));
    renderPage(<JobPage />, { path: '/jobs/:slug', url: '/jobs/founding-engineer' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Founding engineer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Job bounty: $5,000' })).toBeInTheDocument();
    expect(screen.getByText('now')).toContainHTML('<strong>now</strong>');
    expect(screen.getByRole('link', { name: 'Apply at Ledgerline (opens in a new tab)' })).toHaveAttribute('href', 'https://example.com/apply');
  });

  it('says the role is not found when it is unpublished or gone', async () => {
    server.use(
      http.get('*/api/content/JOB/old-role', () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Page not found' }, { status: 404 })),
    );
    renderPage(<JobPage />, { path: '/jobs/:slug', url: '/jobs/old-role' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All jobs' })).toHaveAttribute('href', '/jobs');
  });
});
