import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
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
});
