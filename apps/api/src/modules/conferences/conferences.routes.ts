import {
  AttachSpeakersBody,
  Conference,
  ConferenceList,
  ConferenceListQuery,
  ConferencePass,
  ConferenceRefParams,
  ConferenceSession,
  ConferenceSessionList,
  CreateConferenceBody,
  CreateSessionBody,
  CreateSpeakerBody,
  DetachSpeakerQuery,
  DomainRequestDecisionBody,
  ErrorBody,
  IdParams,
  OkBody,
  SessionListQuery,
  Speaker,
  SpeakerList,
  SpeakerListQuery,
  UpdateConferenceBody,
  UpdateSessionBody,
  UpdateSpeakerBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reservedHostNames } from '../../core/platform-hosts';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import { changeConference, createConference, decideDomainRequest, getConference, listConferences } from './conferences.service';
import { changeSession, createSession, getSession, listSessions, removeSession } from './sessions.service';
import { attachConferenceSpeakers, changeSpeaker, createSpeaker, detachConferenceSpeaker, getSpeaker, listSpeakers, removeSpeaker } from './speakers.service';

const tags = ['conferences'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const managers = 'Staff and the conference’s organizers';

/** Conferences, their passes, speakers and agenda. */
export const conferencesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  const reserved = reservedHostNames(config);
  app.get(
    '/conferences',
    {
      schema: {
        tags,
        summary: 'Published conferences (domain: the one served on that host name); managed=true: those the caller may change',
        querystring: ConferenceListQuery,
        response: { 200: ConferenceList, ...errors },
      },
    },
    async (request) => listConferences(db, request.auth, request.query),
  );

  app.post(
    '/conferences',
    {
      schema: {
        tags,
        summary: 'Staff: create a conference with its passes and organizers',
        security,
        body: CreateConferenceBody,
        response: { 201: Conference, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createConference(db, requireUser(request), request.body, reserved)),
  );

  app.get(
    '/conferences/:id',
    {
      schema: {
        tags,
        summary: 'A conference by id or slug, with its passes and branding (unpublished: its managers only)',
        params: ConferenceRefParams,
        response: { 200: Conference, ...errors },
      },
    },
    async (request) => getConference(db, request.auth, request.params.id),
  );

  app.patch(
    '/conferences/:id',
    {
      schema: {
        tags,
        summary: `${managers}: change the conference, its branding and passes (organizerIds: staff only)`,
        description:
          'passes is the whole list: a pass left out is removed (refused once it has sales), and a quantity never drops below the tickets sold. domain: staff set it; an organizer’s new domain is stored as requestedDomain and serves nothing until staff approve it (400 CONFERENCE_DOMAIN_RESERVED for the platform’s own host names, 409 CONFERENCE_DOMAIN_TAKEN for another conference’s).',
        security,
        params: ConferenceRefParams,
        body: UpdateConferenceBody,
        response: { 200: Conference, ...errors },
      },
    },
    async (request) => changeConference(db, requireUser(request), request.params.id, request.body, reserved),
  );

  app.post(
    '/conferences/:id/domain-decision',
    {
      schema: {
        tags,
        summary: 'Staff: approve the domain an organizer asked for (it is served from then on) or reject it',
        description: '409 NO_DOMAIN_REQUEST when none is waiting; approving answers 409 CONFERENCE_DOMAIN_TAKEN when another conference has it by then.',
        security,
        params: ConferenceRefParams,
        body: DomainRequestDecisionBody,
        response: { 200: Conference, ...errors },
      },
    },
    async (request) => decideDomainRequest(db, requireUser(request), request.params.id, request.body.approve, reserved),
  );

  app.get(
    '/conferences/:id/passes',
    {
      schema: {
        tags,
        summary: 'The passes of a conference with what is left of each',
        params: ConferenceRefParams,
        response: { 200: z.object({ data: z.array(ConferencePass) }), ...errors },
      },
    },
    async (request) => ({ data: (await getConference(db, request.auth, request.params.id)).passes }),
  );

  app.get(
    '/conferences/:id/speakers',
    { schema: { tags, summary: 'The speakers of a conference', params: ConferenceRefParams, response: { 200: SpeakerList, ...errors } } },
    async (request) => listSpeakers(db, request.auth, { conferenceId: (await getConference(db, request.auth, request.params.id)).id }),
  );

  app.patch(
    '/conferences/:id/speakers',
    {
      schema: {
        tags,
        summary: `${managers}: attach speakers to the conference`,
        security,
        params: ConferenceRefParams,
        body: AttachSpeakersBody,
        response: { 200: SpeakerList, ...errors },
      },
    },
    async (request) => attachConferenceSpeakers(db, requireUser(request), request.params.id, request.body.speakerIds),
  );

  app.delete(
    '/conferences/:id/speakers',
    {
      schema: {
        tags,
        summary: `${managers}: detach a speaker from the conference and its sessions`,
        security,
        params: ConferenceRefParams,
        querystring: DetachSpeakerQuery,
        response: { 200: SpeakerList, ...errors },
      },
    },
    async (request) => detachConferenceSpeaker(db, requireUser(request), request.params.id, request.query.speakerId),
  );

  app.get(
    '/conferences/:id/sessions',
    {
      schema: { tags, summary: 'The agenda of a conference, by start time', params: ConferenceRefParams, response: { 200: ConferenceSessionList, ...errors } },
    },
    async (request) => listSessions(db, request.auth, request.params.id),
  );

  app.get(
    '/speakers',
    {
      schema: {
        tags,
        summary: 'Speakers (staff: the whole speakers CRM; others: those of the conferences they see)',
        querystring: SpeakerListQuery,
        response: { 200: SpeakerList, ...errors },
      },
    },
    async (request) => listSpeakers(db, request.auth, request.query),
  );

  app.post(
    '/speakers',
    {
      schema: {
        tags,
        summary: `${managers}: add a speaker (organizers: to their conference)`,
        security,
        body: CreateSpeakerBody,
        response: { 201: Speaker, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSpeaker(db, requireUser(request), request.body)),
  );

  app.get('/speakers/:id', { schema: { tags, summary: 'A speaker', params: IdParams, response: { 200: Speaker, ...errors } } }, async (request) =>
    getSpeaker(db, request.auth, request.params.id),
  );

  app.patch(
    '/speakers/:id',
    {
      schema: {
        tags,
        summary: `${managers} (of a conference the speaker is at): change a speaker`,
        security,
        params: IdParams,
        body: UpdateSpeakerBody,
        response: { 200: Speaker, ...errors },
      },
    },
    async (request) => changeSpeaker(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/speakers/:id',
    {
      schema: {
        tags,
        summary: `${managers} (of a conference the speaker is at): delete a speaker`,
        security,
        params: IdParams,
        response: { 200: OkBody, ...errors },
      },
    },
    async (request) => {
      await removeSpeaker(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'The agenda of a conference, by start time',
        querystring: SessionListQuery,
        response: { 200: ConferenceSessionList, ...errors },
      },
    },
    async (request) => listSessions(db, request.auth, request.query.conferenceId),
  );

  app.post(
    '/sessions',
    {
      schema: {
        tags,
        summary: `${managers}: add a session to the agenda`,
        description: '400 AGENDA_CLASH names the two sessions when a room or a speaker would be in two at once.',
        security,
        body: CreateSessionBody,
        response: { 201: ConferenceSession, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createSession(db, requireUser(request), request.body)),
  );

  app.get(
    '/sessions/:id',
    { schema: { tags, summary: 'A session of an agenda', params: IdParams, response: { 200: ConferenceSession, ...errors } } },
    async (request) => getSession(db, request.auth, request.params.id),
  );

  app.patch(
    '/sessions/:id',
    {
      schema: {
        tags,
        summary: `${managers}: change a session (400 AGENDA_CLASH as for a new one)`,
        security,
        params: IdParams,
        body: UpdateSessionBody,
        response: { 200: ConferenceSession, ...errors },
      },
    },
    async (request) => changeSession(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/sessions/:id',
    { schema: { tags, summary: `${managers}: remove a session`, security, params: IdParams, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removeSession(db, requireUser(request), request.params.id);
      return { ok: true as const };
    },
  );
};
