import {
  Blast,
  BlastAudienceFilter,
  BlastAudiencePreview,
  BlastChannel,
  BlastConfig,
  BlastPreview,
  BlastPreviewBody,
  BlastRecipient,
  BlastStatus,
  BlastVariable,
  CreateBlastBody,
  ErrorBody,
  Id,
  IdParams,
  MemberBlastedMessage,
  SendRsvpMessageBody,
  UpdateBlastBody,
} from '@socials/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/plugins/auth';
import type { RouteDeps } from '../../http/route-deps';
import {
  blastConfig,
  blastVariables,
  cancelBlast,
  createBlast,
  listBlastRecipients,
  listMemberBlastedMessages,
  listTargetBlasts,
  parseBlastBody,
  previewBlastAudience,
  requireBlastTarget,
  previewBlastMessage,
  updateScheduledBlast,
  type BlastTarget,
} from './blasts.service';

const tags = ['blasts'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const BlastList = z.object({ data: z.array(Blast) });
const SocialBlastParams = z.object({ id: Id, blastId: Id });
/** The generic calls name their audience in the query or body: a social, or (none) the sender's subscribers. */
const TargetQuery = z.object({ socialId: Id.optional() });
const AudienceBody = z.object({
  socialId: Id.optional(),
  channel: BlastChannel.default('EMAIL'),
  audience: BlastAudienceFilter.default(BlastAudienceFilter.parse({})),
});
const SourcedCreateBody = z.object({ socialId: Id.optional() }).and(CreateBlastBody);
const SourcedPreviewBody = z.object({ socialId: Id.optional() }).and(BlastPreviewBody);
const RecipientsQuery = z.object({ after: z.coerce.number().int().min(0).default(0), limit: z.coerce.number().int().min(1).max(200).default(50) });
const RecipientPage = z.object({ data: z.array(BlastRecipient), next: z.number().nullable() });
const HistoryQuery = TargetQuery.extend({ status: BlastStatus.optional() });

const targetOf = (socialId: string | undefined): BlastTarget => (socialId ? { kind: 'social', socialId } : { kind: 'subscribers' });
const describe202 =
  'Send now (no scheduledAt) or at scheduledAt. 400 names the field at fault (unknown {{variables}}, a time in the past, tiers of another social); 403 for a cross-social audience without ADVANCE_BLAST.';

/**
 * Blasts: a host's e-mail or SMS to a social's guests (or to their own
 * subscribers), with variables, sent now or scheduled, each recipient delivered once.
 */
export const blastsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;

  // ---- Social blasts ----
  app.get(
    '/socials/:id/blast-variables',
    {
      schema: {
        tags,
        summary: 'Hosts: the {{variables}} a blast may use, with examples',
        security,
        params: IdParams,
        response: { 200: z.object({ data: z.array(BlastVariable) }), ...errors },
      },
    },
    async (request) => {
      await requireBlastTarget(db, requireUser(request), targetOf(request.params.id));
      return { data: blastVariables() };
    },
  );

  app.get(
    '/socials/:id/blast/scheduled',
    {
      schema: {
        tags,
        summary: "Hosts and staff: the social's blasts waiting for their time, newest first",
        security,
        params: IdParams,
        response: { 200: BlastList, ...errors },
      },
    },
    async (request) => ({ data: await listTargetBlasts(db, requireUser(request), targetOf(request.params.id), ['SCHEDULED']) }),
  );

  for (const path of ['/socials/:id/blast/scheduled', '/socials/:id/advance-blast'] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: "Hosts and staff: a blast to the social's guests",
          description: describe202,
          security,
          params: IdParams,
          body: CreateBlastBody,
          response: { 202: Blast, ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await createBlast(deps, requireUser(request), targetOf(request.params.id), request.body)),
    );
  }

  app.patch(
    '/socials/:id/blast/scheduled/:blastId',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: change a blast before it goes out (text, audience, time)',
        description: '409 once it has gone out.',
        security,
        params: SocialBlastParams,
        body: UpdateBlastBody,
        response: { 200: Blast, ...errors },
      },
    },
    async (request) => updateScheduledBlast(deps, requireUser(request), request.params.blastId, request.body, request.params.id),
  );

  app.delete(
    '/socials/:id/blast/scheduled/:blastId',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: call a blast off (one going out stops; the unsent are CANCELED)',
        security,
        params: SocialBlastParams,
        response: { 200: Blast, ...errors },
      },
    },
    async (request) => cancelBlast(deps, requireUser(request), request.params.blastId, request.params.id),
  );

  app.post(
    '/socials/:id/blast/preview',
    {
      schema: {
        tags,
        summary: 'Hosts and staff: the message as one guest would get it, variables filled',
        security,
        params: IdParams,
        body: BlastPreviewBody,
        response: { 200: BlastPreview, ...errors },
      },
    },
    async (request) => previewBlastMessage(deps, requireUser(request), targetOf(request.params.id), request.body),
  );

  // ---- Circle blasts: the circle's hosts message its active members ----
  const CircleBlastParams = z.object({ id: Id, blastId: Id });
  const circleTarget = (circleId: string): BlastTarget => ({ kind: 'circle', circleId });
  const CircleAudienceBody = z.object({ channel: BlastChannel.default('EMAIL'), audience: BlastAudienceFilter.default(BlastAudienceFilter.parse({})) });

  for (const path of ['/circles/:id/blast', '/circles/:id/blast/scheduled'] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: "Circle hosts and staff: a blast to the circle's active members (audience.scope HOSTS_AND_CIRCLE) or its hosts only (HOSTS_ONLY)",
          description: `${describe202} Members who asked, were invited, lapsed or left are not sent it; nor is anyone who unsubscribed from the circle owner's blasts.`,
          security,
          params: IdParams,
          body: CreateBlastBody,
          response: { 202: Blast, ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await createBlast(deps, requireUser(request), circleTarget(request.params.id), request.body)),
    );
  }

  app.post(
    '/circles/:id/blast/preview',
    {
      schema: {
        tags,
        summary: 'Circle hosts and staff: the message as one member would get it',
        security,
        params: IdParams,
        body: BlastPreviewBody,
        response: { 200: BlastPreview, ...errors },
      },
    },
    async (request) => previewBlastMessage(deps, requireUser(request), circleTarget(request.params.id), request.body),
  );

  app.post(
    '/circles/:id/blast/recipients',
    {
      schema: {
        tags,
        summary: 'Circle hosts and staff: who a blast to the circle would reach now',
        security,
        params: IdParams,
        body: CircleAudienceBody,
        response: { 200: BlastAudiencePreview, ...errors },
      },
    },
    async (request) => previewBlastAudience(db, requireUser(request), circleTarget(request.params.id), request.body.channel, request.body.audience),
  );

  app.get(
    '/circles/:id/blast/scheduled',
    {
      schema: {
        tags,
        summary: "Circle hosts and staff: the circle's blasts waiting for their time",
        security,
        params: IdParams,
        response: { 200: BlastList, ...errors },
      },
    },
    async (request) => ({ data: await listTargetBlasts(db, requireUser(request), circleTarget(request.params.id), ['SCHEDULED']) }),
  );

  app.get(
    '/circles/:id/blast/blasted-messages',
    {
      schema: {
        tags,
        summary: "Circle hosts and staff: the circle's blasts, newest first, with delivery counts",
        security,
        params: IdParams,
        querystring: z.object({ status: BlastStatus.optional() }),
        response: { 200: BlastList, ...errors },
      },
    },
    async (request) => ({
      data: await listTargetBlasts(db, requireUser(request), circleTarget(request.params.id), request.query.status ? [request.query.status] : undefined),
    }),
  );

  app.delete(
    '/circles/:id/blast/scheduled/:blastId',
    {
      schema: {
        tags,
        summary: "Circle hosts and staff: call one of the circle's blasts off",
        security,
        params: CircleBlastParams,
        response: { 200: Blast, ...errors },
      },
    },
    async (request) => cancelBlast(deps, requireUser(request), request.params.blastId, request.params.id),
  );

  app.get(
    '/circles/:id/members/:userId/blasted-messages',
    {
      schema: {
        tags,
        summary: "What the circle's blasts sent one person, newest first, with each delivery's status: for the circle's hosts, staff, and that person",
        security,
        params: z.object({ id: Id, userId: Id }),
        response: { 200: z.object({ data: z.array(MemberBlastedMessage) }), ...errors },
      },
    },
    async (request) => ({ data: await listMemberBlastedMessages(db, requireUser(request), request.params.id, request.params.userId) }),
  );

  // ---- Generic calls (a social by socialId, else the caller's subscribers) ----
  app.get(
    '/blast/configs',
    {
      schema: {
        tags,
        summary: 'Signed in: channels, limits, variables, and whether the caller may send advanced blasts',
        security,
        response: { 200: BlastConfig, ...errors },
      },
    },
    async (request) => blastConfig(db, config, requireUser(request)),
  );

  app.post(
    '/blast/recipients',
    {
      schema: {
        tags,
        summary: 'Hosts: who a blast would reach now (count, skipped, the first few)',
        security,
        body: AudienceBody,
        response: { 200: BlastAudiencePreview, ...errors },
      },
    },
    async (request) => previewBlastAudience(db, requireUser(request), targetOf(request.body.socialId), request.body.channel, request.body.audience),
  );

  app.post(
    '/blast/preview',
    {
      schema: {
        tags,
        summary: 'Hosts: the message as one recipient would get it',
        security,
        body: SourcedPreviewBody,
        response: { 200: BlastPreview, ...errors },
      },
    },
    async (request) => previewBlastMessage(deps, requireUser(request), targetOf(request.body.socialId), request.body),
  );

  for (const path of ['/blast/send', '/blast/scheduled'] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: "Hosts: a blast to a social's guests (socialId) or to the caller's subscribers",
          description: describe202,
          security,
          body: SourcedCreateBody,
          response: { 202: Blast, ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await createBlast(deps, requireUser(request), targetOf(request.body.socialId), request.body)),
    );
  }

  app.get(
    '/blast/scheduled',
    {
      schema: {
        tags,
        summary: 'Hosts: blasts waiting for their time (of a social, or to subscribers)',
        security,
        querystring: TargetQuery,
        response: { 200: BlastList, ...errors },
      },
    },
    async (request) => ({ data: await listTargetBlasts(db, requireUser(request), targetOf(request.query.socialId), ['SCHEDULED']) }),
  );

  app.patch(
    '/blast/scheduled/:id',
    {
      schema: {
        tags,
        summary: 'Hosts: change a blast before it goes out',
        security,
        params: IdParams,
        body: UpdateBlastBody,
        response: { 200: Blast, ...errors },
      },
    },
    async (request) => updateScheduledBlast(deps, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/blast/scheduled/:id',
    { schema: { tags, summary: 'Hosts: call a blast off', security, params: IdParams, response: { 200: Blast, ...errors } } },
    async (request) => cancelBlast(deps, requireUser(request), request.params.id),
  );

  app.get(
    '/blast/blasted-messages',
    {
      schema: {
        tags,
        summary: 'Hosts: blasts sent and sending (of a social, or to subscribers), newest first, with delivery counts',
        security,
        querystring: HistoryQuery,
        response: { 200: BlastList, ...errors },
      },
    },
    async (request) => ({
      data: await listTargetBlasts(db, requireUser(request), targetOf(request.query.socialId), request.query.status ? [request.query.status] : undefined),
    }),
  );

  app.get(
    '/blast/:id/recipients',
    {
      schema: {
        tags,
        summary: "Hosts: one blast's recipients and each delivery's status (INPROGRESS, SENT, FAILED, CANCELED), in sending order",
        security,
        params: IdParams,
        querystring: RecipientsQuery,
        response: { 200: RecipientPage, ...errors },
      },
    },
    async (request) => listBlastRecipients(db, requireUser(request), request.params.id, request.query.after, request.query.limit),
  );

  app.post(
    '/hosts/blast',
    {
      schema: {
        tags,
        summary: "Hosts: a blast to the caller's subscribers",
        description: describe202,
        security,
        body: CreateBlastBody,
        response: { 202: Blast, ...errors },
      },
    },
    async (request, reply) => reply.code(202).send(await createBlast(deps, requireUser(request), { kind: 'subscribers' }, request.body)),
  );

  for (const [path, channel] of [
    ['/sendRsvpEmails', 'EMAIL'],
    ['/sendRsvpSms', 'SMS'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Hosts: a ${channel === 'EMAIL' ? 'e-mail' : 'text message'} now to the social's guests in these RSVP statuses`,
          security,
          body: SendRsvpMessageBody,
          response: { 202: Blast, ...errors },
        },
      },
      async (request, reply) => {
        const { socialId, statuses, subject, body } = request.body;
        const blast = parseBlastBody({ channel, subject: channel === 'EMAIL' ? subject || 'News about {{eventTitle}}' : '', body, audience: { statuses } });
        return reply.code(202).send(await createBlast(deps, requireUser(request), { kind: 'social', socialId }, blast));
      },
    );
  }
};
