import type {
  AddProposalHostBody,
  ConvertProposalBody,
  CreateProposalBody,
  Proposal,
  ProposalChoice,
  ProposalChoiceInput,
  ProposalCheckout,
  ProposalChoiceList,
  ProposalPage,
  ProposalRsvp,
  ProposalRsvpBody,
  ProposalStatus,
} from '@socials/domain';
import { baseApi } from '../base-api';
import { tags } from '../tags';

const path = encodeURIComponent;

/** A page of proposals: exclusiveStartKey is the previous page's meta.lastEvaluatedKey. */
export interface ProposalListArgs {
  limit?: number;
  exclusiveStartKey?: string;
  circleId?: string;
  status?: ProposalStatus;
}

export interface ProposalArgs<Body> {
  proposalId: string;
  body: Body;
}

/** A change to one proposal: it (by id and slug), and every list (counts, status). */
const afterProposalChange = (proposalId: string) => [tags.proposal(proposalId), 'Proposal' as const];

/** Proposals: event ideas members vote on before they exist. */
export const proposalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProposals: build.query<ProposalPage, ProposalListArgs | void>({
      query: (args) => ({ url: '/proposals', params: { ...args } }),
      providesTags: ['Proposal'],
    }),
    getProposalBySlug: build.query<Proposal, string>({
      query: (slug) => `/proposals/slug/${path(slug)}`,
      providesTags: (proposal, _error, slug) => [tags.proposal(slug), ...(proposal ? [tags.proposal(proposal.id)] : [])],
    }),
    getProposalChoices: build.query<ProposalChoiceList, string>({
      query: (proposalId) => `/proposals/${path(proposalId)}/choices`,
      providesTags: (_list, _error, proposalId) => [tags.proposal(proposalId)],
    }),
    createProposal: build.mutation<Proposal, CreateProposalBody>({
      query: (body) => ({ url: '/proposals', method: 'POST', body }),
      invalidatesTags: ['Proposal'],
    }),
    addProposalChoice: build.mutation<ProposalChoice, ProposalArgs<ProposalChoiceInput>>({
      query: ({ proposalId, body }) => ({ url: `/proposals/${path(proposalId)}/choices`, method: 'POST', body }),
      invalidatesTags: (_choice, _error, { proposalId }) => afterProposalChange(proposalId),
    }),
    /** The caller's one vote, made or moved. */
    voteOnProposal: build.mutation<Proposal, { proposalId: string; choiceId: string }>({
      query: ({ proposalId, choiceId }) => ({ url: `/proposals/${path(proposalId)}/choices`, method: 'PATCH', params: { choiceId } }),
      invalidatesTags: (_proposal, _error, { proposalId }) => afterProposalChange(proposalId),
    }),
    addProposalHost: build.mutation<Proposal, ProposalArgs<AddProposalHostBody>>({
      query: ({ proposalId, body }) => ({ url: `/proposals/${path(proposalId)}/hosts`, method: 'POST', body }),
      invalidatesTags: (_proposal, _error, { proposalId }) => afterProposalChange(proposalId),
    }),
    answerProposal: build.mutation<ProposalRsvp, ProposalArgs<ProposalRsvpBody>>({
      query: ({ proposalId, body }) => ({ url: `/proposals/${path(proposalId)}/rsvps`, method: 'POST', body }),
      invalidatesTags: (_rsvp, _error, { proposalId }) => afterProposalChange(proposalId),
    }),
    changeProposalAnswer: build.mutation<ProposalRsvp, ProposalArgs<ProposalRsvpBody> & { rsvpId: string }>({
      query: ({ proposalId, rsvpId, body }) => ({ url: `/proposals/${path(proposalId)}/rsvps/${path(rsvpId)}`, method: 'PATCH', body }),
      invalidatesTags: (_rsvp, _error, { proposalId }) => afterProposalChange(proposalId),
    }),
    terminateProposal: build.mutation<Proposal, string>({
      query: (proposalId) => ({ url: `/proposals/${path(proposalId)}/terminate`, method: 'POST' }),
      invalidatesTags: (_proposal, _error, proposalId) => afterProposalChange(proposalId),
    }),
    /** Opens the checkout of the caller's deposit on a paid proposal; the browser goes to checkoutUrl. */
    startProposalCheckout: build.mutation<ProposalCheckout, string>({
      query: (proposalId) => ({ url: `/payments/proposals/${path(proposalId)}/payment-sessions`, method: 'POST' }),
      invalidatesTags: (_checkout, _error, proposalId) => afterProposalChange(proposalId),
    }),
    /** Turns the winning choice into a social; its voters get RSVPs (their tickets and the socials' lists change). */
    convertProposal: build.mutation<Proposal, ProposalArgs<ConvertProposalBody>>({
      query: ({ proposalId, body }) => ({ url: `/proposals/${path(proposalId)}/social`, method: 'POST', body }),
      invalidatesTags: (_proposal, _error, { proposalId }) => [...afterProposalChange(proposalId), 'SocialList', tags.myRsvps()],
    }),
  }),
});

export const {
  useGetProposalsQuery,
  useGetProposalBySlugQuery,
  useGetProposalChoicesQuery,
  useCreateProposalMutation,
  useAddProposalChoiceMutation,
  useVoteOnProposalMutation,
  useAddProposalHostMutation,
  useAnswerProposalMutation,
  useChangeProposalAnswerMutation,
  useTerminateProposalMutation,
  useConvertProposalMutation,
  useStartProposalCheckoutMutation,
} = proposalsApi;
