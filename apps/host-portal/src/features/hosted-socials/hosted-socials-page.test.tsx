import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSocial } from '../../test/fixtures';
import { server, signIn, setupMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';
import { HostedSocialsPage } from './hosted-socials-page';

setupMockApi();

const openPage = () => renderPage(<HostedSocialsPage />, { path: '/socials', url: '/socials' });

describe('HostedSocialsPage', () => {
  it('offers to create the first social', async () => {
    signIn();
    server.use(http.get('*/api/socials/hosted', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } })));
    openPage();

    expect(await screen.findByRole('link', { name: 'Create your first social' })).toHaveAttribute('href', '/socials/new');
  });

  it('lists hosted socials with their approval status and links', async () => {
    signIn();
    const social = makeSocial({ publicApprovalStatus: 'PENDING' });
    server.use(http.get('*/api/socials/hosted', () => HttpResponse.json({ data: [social], meta: { lastEvaluatedKey: null } })));
    openPage();

    expect(await screen.findByRole('heading', { name: 'Founders Dinner' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Founders Dinner' })).toHaveAttribute('href', `/socials/${social.id}/edit`);
    expect(screen.getByRole('link', { name: 'View Founders Dinner' })).toHaveAttribute('href', '/socials/founders-dinner');
  });

  it('splits upcoming from past socials and shows seats, cancellation and host links', async () => {
    signIn();
    const upcoming = makeSocial({ isCancelled: true, confirmedPax: 12, maxCapacity: 40 });
    const past = makeSocial({ id: '33333333-3333-4333-8333-333333333333', title: 'Last Year Gala', slug: 'gala', eventTimestamp: Date.now() - 10 * 86_400_000, eventEndTimestamp: Date.now() - 9 * 86_400_000 });
    server.use(http.get('*/api/socials/hosted', () => HttpResponse.json({ data: [upcoming, past], meta: { lastEvaluatedKey: null } })));
    openPage();

    expect(await screen.findByRole('heading', { name: 'Founders Dinner (CANCELLED)' })).toBeInTheDocument();
    expect(screen.getByText('12 going of 40')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guests of Founders Dinner (CANCELLED)' })).toHaveAttribute('href', `/socials/${upcoming.id}/attendees`);
    expect(screen.getByRole('link', { name: 'Check-in for Founders Dinner (CANCELLED)' })).toHaveAttribute('href', `/socials/${upcoming.id}/check-in`);
    expect(screen.queryByRole('heading', { name: 'Last Year Gala' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));

    expect(screen.getByRole('heading', { name: 'Last Year Gala' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Founders Dinner (CANCELLED)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
  });
});
