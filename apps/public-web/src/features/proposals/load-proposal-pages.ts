import { proposalsApi } from '@socials/api-client';
import { toMetaDescription } from '@socials/domain';
import { pageHead, shellFor, type LoadedPage, type PageLoadContext } from '../../shared/server-render';
import { proposalPath } from './proposal-text';
import { PROPOSALS_PER_PAGE } from './proposals-page';

/** A proposal's first render: the proposal as an anonymous visitor gets it (one in a circle only its members see is a 404 to them, and here). */
export async function loadProposalPage({ store, params, publicUrl }: PageLoadContext): Promise<LoadedPage> {
  const found = await store.dispatch(proposalsApi.endpoints.getProposalBySlug.initiate(params.slug ?? '', { subscribe: false }));
  const proposal = found.data;
  if (!proposal) return shellFor(found.error);
  return {
    kind: 'page',
    status: 200,
    head: pageHead(publicUrl, proposalPath(proposal.slug), {
      title: proposal.title,
      description: toMetaDescription(proposal.description || `Vote on the date, the venue or the format of ${proposal.title}.`),
      type: 'article',
    }),
  };
}

/** The proposals list's first render: its first page, any status. */
export async function loadProposalsPage({ store, publicUrl }: PageLoadContext): Promise<LoadedPage> {
  await store.dispatch(proposalsApi.endpoints.getProposals.initiate({ limit: PROPOSALS_PER_PAGE }, { subscribe: false }));
  return {
    kind: 'page',
    status: 200,
    head: pageHead(publicUrl, '/proposals', {
      title: 'Proposals',
      description: 'Event ideas waiting for votes: vote on the date, the venue or the format, and the winner becomes a social.',
    }),
  };
}
