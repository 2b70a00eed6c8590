import {
  ConferencePartnerList,
  ConferencePatronParams,
  ConferenceRefParams,
  ConferenceSessionList,
  ErrorBody,
  NetworkingDirectory,
  NetworkingState,
  SavedSessionParams,
  SavedSessionState,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import {
  getMyAgenda,
  getNetworkingDirectory,
  listConferencePartners,
  setConferencePartner,
  setNetworkingOptin,
  setSessionSaved,
} from './conference-attendees.service';

const tags = ['conferences'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The attendee's side of a conference: a personal agenda, the opt-in attendee directory and the partners. */
export const conferenceAttendeesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.put(
    '/conferences/:id/sessions/:sessionId/saved',
    {
      schema: {
        tags,
        summary: 'Signed in: put a session on my agenda (again: no change)',
        security,
        params: SavedSessionParams,
        response: { 200: SavedSessionState, ...errors },
      },
    },
    async (request) => setSessionSaved(db, requireUser(request), request.params.id, request.params.sessionId, true),
  );

  app.delete(
    '/conferences/:id/sessions/:sessionId/saved',
    {
      schema: {
        tags,
        summary: 'Signed in: take a session off my agenda',
        security,
        params: SavedSessionParams,
        response: { 200: SavedSessionState, ...errors },
      },
    },
    async (request) => setSessionSaved(db, requireUser(request), request.params.id, request.params.sessionId, false),
  );

  app.get(
    '/conferences/:id/my-agenda',
    {
      schema: {
        tags,
        summary: 'Signed in: the sessions I saved, by start time',
        security,
        params: ConferenceRefParams,
        response: { 200: ConferenceSessionList, ...errors },
      },
    },
    async (request) => getMyAgenda(db, requireUser(request), request.params.id),
  );

  app.put(
    '/conferences/:id/networking/me',
    {
      schema: {
        tags,
        summary: 'Ticket holders: list me in the attendee directory (403 NOT_A_TICKET_HOLDER otherwise)',
        security,
        params: ConferenceRefParams,
        response: { 200: NetworkingState, ...errors },
      },
    },
    async (request) => setNetworkingOptin(db, requireUser(request), request.params.id, true),
  );

  app.delete(
    '/conferences/:id/networking/me',
    {
      schema: {
        tags,
        summary: 'Signed in: take me out of the attendee directory',
        security,
        params: ConferenceRefParams,
        response: { 200: NetworkingState, ...errors },
      },
    },
    async (request) => setNetworkingOptin(db, requireUser(request), request.params.id, false),
  );

  app.get(
    '/conferences/:id/networking',
    {
      schema: {
        tags,
        summary: 'Ticket holders: the attendees who chose to be listed (name, headline, photo, profile)',
        security,
        params: ConferenceRefParams,
        response: { 200: NetworkingDirectory, ...errors },
      },
    },
    async (request) => getNetworkingDirectory(db, config.publicUrl, requireUser(request), request.params.id),
  );

  app.get(
    '/conferences/:id/patrons',
    {
      schema: {
        tags,
        summary: 'The partners of a conference (patrons), with their logos and pages',
        params: ConferenceRefParams,
        response: { 200: ConferencePartnerList, ...errors },
      },
    },
    async (request) => listConferencePartners(db, config.publicUrl, request.auth, request.params.id),
  );

  app.post(
    '/conferences/:id/patrons/:patronId',
    {
      schema: {
        tags,
        summary: 'Staff: add a patron to the conference’s partners (again: no change)',
        security,
        params: ConferencePatronParams,
        response: { 200: ConferencePartnerList, ...errors },
      },
    },
    async (request) => setConferencePartner(db, config.publicUrl, requireUser(request), request.params.id, request.params.patronId, true),
  );

  app.delete(
    '/conferences/:id/patrons/:patronId',
    {
      schema: {
        tags,
        summary: 'Staff: take a patron off the conference’s partners',
        security,
        params: ConferencePatronParams,
        response: { 200: ConferencePartnerList, ...errors },
      },
    },
    async (request) => setConferencePartner(db, config.publicUrl, requireUser(request), request.params.id, request.params.patronId, false),
  );
};
