import {
  AddPatronMemberBody,
  CreateInvoiceBody,
  CreatePatronBody,
  ErrorBody,
  IdParams,
  ModeratePatronQuestionBody,
  MyPatronSettings,
  Patron,
  PatronCodeParams,
  PatronEvents,
  PatronInvoice,
  PatronInvoiceList,
  PatronInvoiceParams,
  PatronList,
  PatronMember,
  PatronQuestion,
  PatronQuestionBank,
  PatronQuestionParams,
  PatronReport,
  SocialPatrons,
  SponsorSocialBody,
  UpdateInvoiceBody,
  UpdateMyPatronBody,
  UpdatePatronBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import {
  addMember,
  changePatron,
  createInvoice,
  createPatron,
  getModerationQueue,
  getMyPatronSettings,
  getPatron,
  getPatronReport,
  getQuestionBank,
  listAllPatrons,
  listMembers,
  listMyPatrons,
  listPatronInvoices,
  listSocialPatrons,
  listUpcomingEvents,
  moderateQuestion,
  renderPatronInvoice,
  requestQuestionRegeneration,
  sponsorSocial,
  updateInvoiceStatus,
  updateMyPatronSettings,
} from './patrons.service';

const tags = ['patrons'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const members = "The patron's members and staff";
const PatronMembers = z.object({ data: z.array(PatronMember) });

/** Patrons: public profiles, the patron portal (invoices, reports, question bank) and staff's administration. */
export const patronsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, jobs }) => {
  app.get('/patrons', { schema: { tags, summary: 'Every patron, by name', response: { 200: PatronList, ...errors } } }, async (request) =>
    listAllPatrons(db, request.auth),
  );

  app.post(
    '/patrons',
    { schema: { tags, summary: 'Staff: a new patron with its unique code', security, body: CreatePatronBody, response: { 201: Patron, ...errors } } },
    async (request, reply) => reply.code(201).send(await createPatron(db, requireUser(request), request.body)),
  );

  app.get(
    '/patrons/mine',
    { schema: { tags, summary: 'The patrons the caller acts for (their portal)', security, response: { 200: PatronList, ...errors } } },
    async (request) => listMyPatrons(db, requireUser(request)),
  );

  app.get(
    '/patrons/code/:code',
    { schema: { tags, summary: "A patron's profile by its code", params: PatronCodeParams, response: { 200: Patron, ...errors } } },
    async (request) => getPatron(db, request.auth, { code: request.params.code }),
  );

  app.get('/patrons/:id', { schema: { tags, summary: "A patron's profile", params: IdParams, response: { 200: Patron, ...errors } } }, async (request) =>
    getPatron(db, request.auth, { id: request.params.id }),
  );

  app.patch(
    '/patrons/:id',
    {
      schema: {
        tags,
        summary: `${members}: change the name, description, logo or website`,
        security,
        params: IdParams,
        body: UpdatePatronBody,
        response: { 200: Patron, ...errors },
      },
    },
    async (request) => changePatron(db, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/patrons/:id/upcoming-events',
    {
      schema: {
        tags,
        summary: 'The listed socials the patron sponsors that are not over yet, soonest first',
        params: IdParams,
        response: { 200: PatronEvents, ...errors },
      },
    },
    async (request) => listUpcomingEvents(db, request.params.id),
  );

  app.get(
    '/patrons/:id/members',
    { schema: { tags, summary: `${members}: who acts for the patron`, security, params: IdParams, response: { 200: PatronMembers, ...errors } } },
    async (request) => listMembers(db, requireUser(request), request.params.id),
  );

  app.post(
    '/patrons/:id/members',
    {
      schema: {
        tags,
        summary: 'Staff: the person with this e-mail acts for the patron (an account is made for a new address)',
        security,
        params: IdParams,
        body: AddPatronMemberBody,
        response: { 200: PatronMembers, ...errors },
      },
    },
    async (request) => addMember(db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/patrons/:id/sponsorships',
    {
      schema: {
        tags,
        summary: 'Staff: the patron sponsors a social',
        security,
        params: IdParams,
        body: SponsorSocialBody,
        response: { 200: PatronEvents, ...errors },
      },
    },
    async (request) => sponsorSocial(db, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/socials/:id/patrons',
    {
      schema: {
        tags,
        summary: 'The patrons sponsoring a social, wherever the caller may see the social',
        params: IdParams,
        response: { 200: SocialPatrons, ...errors },
      },
    },
    async (request) => listSocialPatrons(db, request.auth, request.params.id),
  );

  app.get(
    '/patrons/:id/invoices',
    {
      schema: { tags, summary: `${members}: the patron's invoices, newest first`, security, params: IdParams, response: { 200: PatronInvoiceList, ...errors } },
    },
    async (request) => listPatronInvoices(db, requireUser(request), request.params.id),
  );

  app.post(
    '/patrons/:id/invoices',
    {
      schema: {
        tags,
        summary: 'Staff: issue an invoice, numbered SOC-<year>-<sequence>',
        security,
        params: IdParams,
        body: CreateInvoiceBody,
        response: { 201: PatronInvoice, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createInvoice(db, requireUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/patrons/:id/invoices/:invoiceId',
    {
      schema: {
        tags,
        summary: 'Staff: mark an issued invoice paid or void (409 once it is paid or void; a void invoice keeps its number)',
        security,
        params: PatronInvoiceParams,
        body: UpdateInvoiceBody,
        response: { 200: PatronInvoice, 409: ErrorBody, ...errors },
      },
    },
    async (request) => updateInvoiceStatus(db, requireUser(request), request.params.id, request.params.invoiceId, request.body),
  );

  app.get(
    '/patrons/:id/invoices/:invoiceId/pdf',
    {
      schema: {
        tags,
        summary: `${members}: the invoice as a PDF download`,
        security,
        params: PatronInvoiceParams,
        response: { 200: z.instanceof(Buffer).describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderPatronInvoice(db, requireUser(request), request.params.id, request.params.invoiceId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/patrons/:id/reports',
    {
      schema: {
        tags,
        summary: `${members}: per sponsored social, going and checked-in counts and the names of attendees who chose to share them`,
        security,
        params: IdParams,
        response: { 200: PatronReport, ...errors },
      },
    },
    async (request) => getPatronReport(db, requireUser(request), request.params.id),
  );

  app.get(
    '/patrons/:id/question-bank',
    {
      schema: {
        tags,
        summary: `${members}: the question bank and its automation status`,
        security,
        params: IdParams,
        response: { 200: PatronQuestionBank, ...errors },
      },
    },
    async (request) => getQuestionBank(db, requireUser(request), request.params.id),
  );

  app.post(
    '/patrons/:id/question-bank/regenerate',
    {
      schema: {
        tags,
        summary: `${members}: write the question bank again from the sponsored socials (a job; automation PENDING, IN_PROGRESS, then READY)`,
        security,
        params: IdParams,
        response: { 202: PatronQuestionBank, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await requestQuestionRegeneration(db, jobs, requireUser(request), request.params.id)),
  );

  app.get(
    '/patrons/:id/moderate-question-bank',
    {
      schema: {
        tags,
        summary: "Staff: the patron's questions waiting for moderation",
        security,
        params: IdParams,
        response: { 200: PatronQuestionBank, ...errors },
      },
    },
    async (request) => getModerationQueue(db, requireUser(request), request.params.id),
  );

  app.patch(
    '/patrons/:id/question-bank/:questionId',
    {
      schema: {
        tags,
        summary: 'Staff: approve or reject a question',
        security,
        params: PatronQuestionParams,
        body: ModeratePatronQuestionBody,
        response: { 200: PatronQuestion, ...errors },
      },
    },
    async (request) => moderateQuestion(db, requireUser(request), request.params.id, request.params.questionId, request.body),
  );

  app.get(
    '/users/me/patron',
    {
      schema: {
        tags,
        summary: "The caller's patron settings: whether patrons of the socials they attend see their name and headline",
        security,
        response: { 200: MyPatronSettings, ...errors },
      },
    },
    async (request) => getMyPatronSettings(db, requireUser(request)),
  );

  app.patch(
    '/users/me/patron',
    {
      schema: {
        tags,
        summary: 'The caller shares their name and headline with the patrons of the socials they attend, or stops',
        security,
        body: UpdateMyPatronBody,
        response: { 200: MyPatronSettings, ...errors },
      },
    },
    async (request) => updateMyPatronSettings(db, requireUser(request), request.body),
  );
};
