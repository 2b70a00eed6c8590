import {
  AddProposalHostBody,
  ConvertProposalBody,
  CreateProposalBody,
  ErrorBody,
  IdParams,
  Proposal,
  ProposalChoice,
  ProposalChoiceInput,
  ProposalChoiceList,
  ProposalListQuery,
  ProposalPage,
  ProposalRsvp,
  ProposalRsvpBody,
  ProposalRsvpParams,
  SlugParams,
  VoteQuery,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import { servicesFor, type RouteDeps } from '../../http/route-deps';
import {
  addProposalChoice,
  addProposalHost,
  answerProposal,
  changeProposalAnswer,
  convertProposal,
  createProposal,
  getProposal,
  listProposalChoices,
  listProposalPage,
  terminateProposal,
  vote,
} from './proposals.service';

const tags = ['proposals'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Proposals: event ideas members vote on before they exist. */
export const proposalsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/proposals',
    {
      schema: {
        tags,
        summary: 'Proposals newest first, paged; those of a circle only for its members',
        querystring: ProposalListQuery,
        response: { 200: ProposalPage, ...errors },
      },
    },
    async (request) => listProposalPage(db, request.auth, request.query),
  );

  app.post(
    '/proposals',
    {
      schema: {
        tags,
        summary:
          'Creates a proposal with its choices; the caller is its owner (in a circle: a member of it). Its deadline job closes the vote; with depositCents, supporters pay a deposit by paidDeadline',
        security,
        body: CreateProposalBody,
        response: { 201: Proposal, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createProposal(servicesFor(deps, request), requireUser(request), request.body)),
  );

  app.get(
    '/proposals/slug/:slug',
    {
      schema: {
        tags,
        summary: 'A proposal by its address, with the votes of each choice and the caller’s own',
        params: SlugParams,
        response: { 200: Proposal, ...errors },
      },
    },
    async (request) => getProposal(db, request.auth, { slug: request.params.slug }),
  );

  app.get(
    '/proposals/:id/choices',
    { schema: { tags, summary: 'The choices with their votes, and the caller’s vote', params: IdParams, response: { 200: ProposalChoiceList, ...errors } } },
    async (request) => listProposalChoices(db, request.auth, request.params.id),
  );

  app.post(
    '/proposals/:id/choices',
    {
      schema: {
        tags,
        summary: 'Its hosts add a choice (date, venue or format) while voting is open',
        security,
        params: IdParams,
        body: ProposalChoiceInput,
        response: { 201: ProposalChoice, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await addProposalChoice(db, requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/proposals/:id/choices',
    {
      schema: {
        tags,
        summary: 'Votes for the choice named by choiceId: one vote per member, moved by voting again, until the deadline',
        security,
        params: IdParams,
        querystring: VoteQuery,
        response: { 200: Proposal, ...errors },
      },
    },
    async (request) => vote(db, requireUser(request), request.params.id, request.query.choiceId),
  );

  app.post(
    '/proposals/:id/hosts',
    {
      schema: {
        tags,
        summary: 'Its owner makes a user co-host',
        security,
        params: IdParams,
        body: AddProposalHostBody,
        response: { 200: Proposal, ...errors },
      },
    },
    async (request) => addProposalHost(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/proposals/:id/rsvps',
    {
      schema: {
        tags,
        summary: 'The caller says they are interested (or not going); again changes the answer',
        security,
        params: IdParams,
        body: ProposalRsvpBody,
        response: { 201: ProposalRsvp, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await answerProposal(db, requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/proposals/:id/rsvps/:r',
    {
      schema: {
        tags,
        summary: 'The member changes their answer',
        security,
        params: ProposalRsvpParams,
        body: ProposalRsvpBody,
        response: { 200: ProposalRsvp, ...errors },
      },
    },
    async (request) => changeProposalAnswer(db, requireUser(request), request.params.id, request.params.r, request.body),
  );

  app.post(
    '/proposals/:id/terminate',
    {
      schema: {
        tags,
        summary: 'Its owner (or staff) ends the proposal; its confirmed deposits are refunded and the payers e-mailed',
        security,
        params: IdParams,
        response: { 200: Proposal, ...errors },
      },
    },
    async (request) => terminateProposal(servicesFor(deps, request), requireUser(request), request.params.id),
  );

  app.post(
    '/proposals/:id/social',
    {
      schema: {
        tags,
        summary: 'A host turns the winning choice into a social once the quorum is reached; its voters get RSVPs',
        description: 'The social takes the winning choice’s date and venue unless the body gives them; a choice without a date needs eventTimestamp.',
        security,
        params: IdParams,
        body: ConvertProposalBody,
        response: { 200: Proposal, ...errors },
      },
    },
    async (request) => convertProposal(servicesFor(deps, request), requireUser(request), request.params.id, request.body),
  );
};
