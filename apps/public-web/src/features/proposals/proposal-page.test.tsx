import type { Proposal } from '@socials/domain';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProposal } from '../../test/fixtures';
import { server, setupMockApi, signIn } from '../../test/msw';
import { renderPage } from '../../test/render';
import { ProposalPage } from './proposal-page';
import { ProposalsPage } from './proposals-page';

setupMockApi();

const serve = (proposal: Proposal) => server.use(http.get('*/api/proposals/slug/rooftop-dinner', () => HttpResponse.json(proposal)));
const open = () => renderPage(<ProposalPage />, { path: '/proposals/:slug', url: '/proposals/rooftop-dinner' });

describe('ProposalPage', () => {
  it('shows the choices with their votes and the quorum, and votes for a choice', async () => {
    signIn();
    serve(aProposal());
    let voted: string | null = null;
    server.use(
      http.patch('*/api/proposals/proposal-1/choices', ({ request }) => {
        voted = new URL(request.url).searchParams.get('choiceId');
        return HttpResponse.json(aProposal({ myVoteChoiceId: voted, voterCount: 2 }));
      }),
    );
    open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop dinner' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Quorum' })).toHaveAttribute('aria-valuetext', '1 of 4 votes needed');
    expect(screen.getByText('1 vote')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Host actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vote for Saturday' }));
    expect(await screen.findByText('You voted for Saturday')).toBeInTheDocument();
    expect(voted).toBe('choice-2');
  });

  it('offers its hosts the social once the quorum is reached, and asks before terminating', async () => {
    signIn();
    serve(aProposal({ voterCount: 4, quorumReached: true, canManage: true, canTerminate: true }));
    let terminated = false;
    server.use(
      http.post('*/api/proposals/proposal-1/terminate', () => {
        terminated = true;
        return HttpResponse.json(aProposal({ status: 'TERMINATED' }));
      }),
    );
    open();

    const actions = within(await screen.findByRole('region', { name: 'Host actions' }));
    expect(actions.getByRole('button', { name: 'Create the social' })).toBeInTheDocument();
    expect(actions.getByRole('heading', { name: 'Add a choice' })).toBeInTheDocument();
    await userEvent.click(actions.getByRole('button', { name: 'Terminate proposal' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminate “Rooftop dinner”' }));
    expect(await screen.findByText('Proposal terminated')).toBeInTheDocument();
    expect(terminated).toBe(true);
  });

  it('says when there is no such proposal', async () => {
    server.use(
      http.get('*/api/proposals/slug/rooftop-dinner', () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Proposal not found' }, { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal not found' })).toBeInTheDocument();
  });
});

describe('ProposalsPage', () => {
  it('says when there are no proposals yet', async () => {
    server.use(http.get('*/api/proposals', () => HttpResponse.json({ data: [], meta: { lastEvaluatedKey: null } })));
    renderPage(<ProposalsPage />, { path: '/proposals', url: '/proposals' });
    expect(await screen.findByRole('heading', { name: 'No proposals yet' })).toBeInTheDocument();
  });
});
