import {
  BLAST_LIMITS,
  BLAST_VARIABLES,
  blastVariableToken,
  unknownBlastVariables,
  type Blast,
  BlastAudienceFilter,
  type BlastAudiencePreview,
  type BlastChannel,
  type BlastConfig,
  type BlastPreview,
  type BlastPreviewBody,
  type BlastRecipient,
  type BlastSource,
  type BlastStatus,
  type BlastVariable,
  type MemberBlastedMessage,
  CreateBlastBody,
  type CreateBlastInput,
  type FieldError,
  type UpdateBlastBody,
} from '@socials/domain';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import type { JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { circleAccessFor } from '../circles';
import { findSocialRow, findVisibleSocial, listTiersByPosition, requireSocialManager, type SocialWithHosts } from '../socials';
import { loadBlastContext } from './blast-audience';
import { dispatchBlast } from './blast-delivery.jobs';
import { previewBlast } from './blast-message';
import {
  cancelUnsentRecipients,
  countRecipientsByStatus,
  findAudienceMember,
  findUserAsMember,
  findUserHostFeatures,
  insertBlast,
  listBlasts,
  listCircleBlastsSentTo,
  listRecipients,
  lockBlast,
  previewAudience,
  updateBlast,
  type AudienceSource,
  type BlastChanges,
  type BlastRow,
} from './blasts.repo';
import { canAdvanceBlast, requireAdvanceBlast, requireBlastManager, requireCircleBlaster, requireManagesEach, requireSentToReader } from './blasts.policy';
import { toBlast, toBlastRecipient, toMemberBlastedMessage } from './blasts.views';
import { blastsError } from './blasts.errors';

/** Whom a blast is for: a social's guests, a circle's members, or the sender's subscribers. */
export type BlastTarget = { kind: 'social'; socialId: string } | { kind: 'circle'; circleId: string } | { kind: 'subscribers' };

interface BlastDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
}

interface ResolvedTarget {
  social: SocialWithHosts | null;
  circleId: string | null;
  source: BlastSource;
  /** Whose blasts the recipients unsubscribe from: the social's owner, or the sending host. */
  organizerId: string;
}

/** A scheduled time this far in the past still counts as "now" (a clock a little behind). */
const SCHEDULE_SLACK_MS = 60_000;
const AUDIENCE_SAMPLE = 20;
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60_000;

const invalid = (field: string, message: string) => blastsError('BLAST_INVALID', message, { fieldErrors: [{ field, message }] });

/** A blast body built on the server (the quick RSVP messages): its problems read as the fields of the request. */
export function parseBlastBody(input: CreateBlastInput): CreateBlastBody {
  const parsed = CreateBlastBody.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = parsed.error.issues.map((issue) => ({ field: ['body', ...issue.path].join('.'), message: issue.message }));
  throw blastsError('BLAST_INVALID', fieldErrors[0]!.message, { fieldErrors });
}

/** Refuses a caller who may not blast this audience. */
export async function requireBlastTarget(db: DbOrTx, viewer: Caller, target: BlastTarget): Promise<void> {
  await resolveTarget(db, viewer, target);
}

async function resolveTarget(db: DbOrTx, viewer: Caller, target: BlastTarget): Promise<ResolvedTarget> {
  if (target.kind === 'subscribers') return { social: null, circleId: null, source: 'HOST_SUBSCRIBERS', organizerId: viewer.userId };
  if (target.kind === 'circle') {
    const access = await circleAccessFor(db, viewer, target.circleId);
    requireCircleBlaster(access);
    // Unsubscribing from one of the circle's blasts stops the circle owner's blasts, as a social's stops its owner's.
    return { social: null, circleId: access.circle.id, source: 'CIRCLE_BLAST', organizerId: access.circle.ownerId };
  }
  const social = await findVisibleSocial(db, viewer, target.socialId);
  requireSocialManager(viewer, social, 'send blasts to its guests');
  return { social, circleId: null, source: 'SOCIAL_BLAST', organizerId: social.ownerId };
}

function audienceSource(resolved: ResolvedTarget, organizerId: string, filter: BlastAudienceFilter): AudienceSource {
  if (resolved.social) return { kind: 'social', socialId: resolved.social.id, filter };
  if (resolved.circleId) return { kind: 'circle', circleId: resolved.circleId, scope: filter.scope };
  return { kind: 'subscribers', hostId: organizerId };
}

function variableErrors(field: string, text: string): FieldError[] {
  const unknown = unknownBlastVariables(text);
  if (unknown.length === 0) return [];
  const known = BLAST_VARIABLES.map((v) => blastVariableToken(v.name)).join(', ');
  return [{ field, message: `Unknown variable ${unknown.map(blastVariableToken).join(', ')}: use ${known}` }];
}

/** The checks every new or edited blast passes: its variables, its time, and an audience the sender may pick. */
async function checkBlast(
  db: DbOrTx,
  viewer: Caller,
  resolved: ResolvedTarget,
  blast: { subject?: string; body?: string; audience?: BlastAudienceFilter; scheduledAt?: number; kind?: string },
): Promise<void> {
  const errors = [...variableErrors('body.subject', blast.subject ?? ''), ...variableErrors('body.body', blast.body ?? '')];
  if (errors.length > 0) throw blastsError('BLAST_INVALID', errors[0]!.message, { fieldErrors: errors });
  if (blast.scheduledAt !== undefined && blast.scheduledAt < Date.now() - SCHEDULE_SLACK_MS) throw invalid('body.scheduledAt', 'Pick a time in the future');
  if (blast.scheduledAt !== undefined && blast.scheduledAt > Date.now() + MAX_SCHEDULE_AHEAD_MS)
    throw invalid('body.scheduledAt', 'Schedule it at most a year ahead');
  const audience = blast.audience;
  if (!audience) return;
  if (blast.kind === 'USER_SPECIFIC' && audience.userIds.length === 0) throw invalid('body.audience.userIds', 'Pick at least one person');
  if (resolved.social && audience.tierIds.length > 0) {
    const tierIds = new Set((await listTiersByPosition(db, resolved.social.id)).map((tier) => tier.id));
    if (audience.tierIds.some((id) => !tierIds.has(id))) throw invalid('body.audience.tierIds', 'Pick ticket tiers of this social');
  }
  if (audience.crossSocial && resolved.circleId)
    throw invalid('body.audience.crossSocial', 'A circle blast goes to the circle’s members: leave out the socials filter');
  if (audience.crossSocial) {
    requireAdvanceBlast(viewer, await findUserHostFeatures(db, viewer.userId));
    requireManagesEach(viewer, await Promise.all(audience.crossSocial.socialIds.map((id) => findSocialRow(db, id))));
  }
}

async function withCounts(db: DbOrTx, rows: BlastRow[]): Promise<Blast[]> {
  const counts = await countRecipientsByStatus(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBlast(row, counts.get(row.id)));
}

/** Queues the blast to go out at its time: the dispatch is keyed by the time, so a move queues a new one and the old one stands down. */
function enqueueDispatch(tx: DbOrTx, jobs: JobQueue, blast: BlastRow): Promise<void> {
  const scheduledAt = blast.scheduledAt!.getTime();
  return jobs.enqueue(
    tx,
    dispatchBlast,
    { blastId: blast.id, scheduledAt },
    { key: `blasts.dispatch:${blast.id}:${scheduledAt}`, startAfter: blast.scheduledAt! },
  );
}

/** A new blast, sent now (no scheduledAt) or at its time. */
export async function createBlast(deps: BlastDeps, viewer: Caller, target: BlastTarget, body: CreateBlastBody): Promise<Blast> {
  if (body.channel === 'SMS' && !smsAvailable(deps.config))
    throw invalid('body.channel', 'Text messages are not set up on this server: send an e-mail instead');
  const resolved = await resolveTarget(deps.db, viewer, target);
  const audience = body.kind === 'DEFAULT' ? { ...body.audience, userIds: [] } : body.audience;
  await checkBlast(deps.db, viewer, resolved, { ...body, audience });
  return withTransaction(deps.db, async (tx) => {
    const row = await insertBlast(tx, {
      source: resolved.source,
      socialId: resolved.social?.id ?? null,
      circleId: resolved.circleId,
      senderId: viewer.userId,
      organizerId: resolved.organizerId,
      channel: body.channel,
      kind: body.kind,
      subject: body.channel === 'SMS' ? '' : body.subject,
      body: body.body,
      audience,
      status: 'SCHEDULED',
      scheduledAt: new Date(body.scheduledAt ?? Date.now()),
    });
    await enqueueDispatch(tx, deps.jobs, row);
    return toBlast(row);
  });
}

/** The blast as its manager may reach it; with `ownerId`, only a blast of that social or circle. */
async function lockManagedBlast(tx: DbOrTx, viewer: Caller, blastId: string, ownerId?: string): Promise<BlastRow> {
  const blast = await lockBlast(tx, blastId);
  if (!blast || (ownerId !== undefined && blast.socialId !== ownerId && blast.circleId !== ownerId)) throw blastsError('NOT_FOUND', 'Blast not found');
  if (blast.circleId) requireCircleBlaster(await circleAccessFor(tx, viewer, blast.circleId));
  else requireBlastManager(viewer, blast, blast.socialId ? await findVisibleSocial(tx, viewer, blast.socialId) : null);
  return blast;
}

/** Edits a blast that has not gone out yet; moving its time re-queues it. */
export async function updateScheduledBlast(deps: BlastDeps, viewer: Caller, blastId: string, body: UpdateBlastBody, socialId?: string): Promise<Blast> {
  return withTransaction(deps.db, async (tx) => {
    const blast = await lockManagedBlast(tx, viewer, blastId, socialId);
    if (blast.status !== 'SCHEDULED') throw blastsError('BLAST_ALREADY_SENT', 'This blast has gone out already: it can no longer be changed');
    const social = blast.socialId ? await findSocialRow(tx, blast.socialId) : null;
    await checkBlast(tx, viewer, { social, circleId: blast.circleId, source: blast.source, organizerId: blast.organizerId }, { ...body, kind: blast.kind });
    const changes: BlastChanges = {};
    if (body.subject !== undefined && blast.channel === 'EMAIL') changes.subject = body.subject;
    if (body.body !== undefined) changes.body = body.body;
    if (body.audience !== undefined) changes.audience = blast.kind === 'DEFAULT' ? { ...body.audience, userIds: [] } : body.audience;
    if (body.scheduledAt !== undefined) changes.scheduledAt = new Date(body.scheduledAt);
    if (blast.channel === 'EMAIL' && changes.subject === '') throw invalid('body.subject', 'An e-mail needs a subject');
    const updated = await updateBlast(tx, blast.id, changes);
    if (changes.scheduledAt && changes.scheduledAt.getTime() !== blast.scheduledAt?.getTime()) await enqueueDispatch(tx, deps.jobs, updated);
    return (await withCounts(tx, [updated]))[0]!;
  });
}

/** Calls a blast off: one still scheduled never goes; one going out stops, and those not yet sent are marked CANCELED. */
export async function cancelBlast(deps: BlastDeps, viewer: Caller, blastId: string, socialId?: string): Promise<Blast> {
  return withTransaction(deps.db, async (tx) => {
    const blast = await lockManagedBlast(tx, viewer, blastId, socialId);
    if (blast.status === 'SENT') throw blastsError('BLAST_ALREADY_SENT', 'This blast has gone out already');
    if (blast.status !== 'CANCELED') {
      await cancelUnsentRecipients(tx, blast.id);
      await updateBlast(tx, blast.id, { status: 'CANCELED', finishedAt: new Date() });
    }
    return (await withCounts(tx, [(await lockBlast(tx, blast.id))!]))[0]!;
  });
}

/** A social's (or the sender's subscriber) blasts, newest first, with how their delivery went; `statuses` narrows. */
export async function listTargetBlasts(db: Db, viewer: Caller, target: BlastTarget, statuses?: readonly BlastStatus[]): Promise<Blast[]> {
  const resolved = await resolveTarget(db, viewer, target);
  const owner = resolved.social ? { socialId: resolved.social.id } : resolved.circleId ? { circleId: resolved.circleId } : { senderId: viewer.userId };
  const rows = await listBlasts(db, owner, statuses);
  return withCounts(db, rows);
}

/** One blast's recipients and their delivery status, in sending order, a page at a time. */
export async function listBlastRecipients(
  db: Db,
  viewer: Caller,
  blastId: string,
  after: number,
  limit: number,
): Promise<{ data: BlastRecipient[]; next: number | null }> {
  return withTransaction(db, async (tx) => {
    await lockManagedBlast(tx, viewer, blastId);
    const rows = await listRecipients(tx, blastId, after, limit + 1);
    const page = rows.slice(0, limit);
    return { data: page.map(toBlastRecipient), next: rows.length > limit ? page.at(-1)!.position : null };
  });
}

/** Who the blast would reach if it went now. */
export async function previewBlastAudience(
  db: Db,
  viewer: Caller,
  target: BlastTarget,
  channel: BlastChannel,
  audience: BlastAudienceFilter,
): Promise<BlastAudiencePreview> {
  const resolved = await resolveTarget(db, viewer, target);
  await checkBlast(db, viewer, resolved, { audience });
  const { all, reached, sample } = await previewAudience(
    db,
    audienceSource(resolved, resolved.organizerId, audience),
    channel,
    resolved.organizerId,
    AUDIENCE_SAMPLE,
  );
  return {
    count: reached,
    skipped: all - reached,
    sample: sample.map((member) => ({
      userId: member.userId,
      name: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email,
      address: channel === 'EMAIL' ? member.email : (member.phone ?? ''),
    })),
  };
}

/** The message as one recipient would get it: `userId` (one of the audience), else the first of it, else the sender. */
export async function previewBlastMessage(deps: BlastDeps, viewer: Caller, target: BlastTarget, body: BlastPreviewBody): Promise<BlastPreview> {
  const resolved = await resolveTarget(deps.db, viewer, target);
  await checkBlast(deps.db, viewer, resolved, body);
  const filter = BlastAudienceFilter.parse({ statuses: ['APPROVED', 'WAITLIST', 'PENDING'], scope: body.scope });
  const source = audienceSource(resolved, resolved.organizerId, filter);
  const member = body.userId
    ? await findAudienceMember(deps.db, source, body.userId)
    : ((await previewAudience(deps.db, source, body.channel, resolved.organizerId, 1)).sample[0] ?? (await findUserAsMember(deps.db, viewer.userId)));
  if (!member) throw invalid('body.userId', 'Pick someone this blast can go to');
  const context = await loadBlastContext(deps.db, { socialId: resolved.social?.id ?? null, senderId: viewer.userId, organizerId: resolved.organizerId });
  return previewBlast(deps.config, context, { channel: body.channel, subject: body.subject, body: body.body }, member);
}

/** The variables a blast may use, with an example of each. */
export function blastVariables(): BlastVariable[] {
  return BLAST_VARIABLES.map((v) => ({ name: v.name, token: blastVariableToken(v.name), description: v.description, example: v.example }));
}

/** What the composer needs to know: channels, limits, variables, and whether the caller may send advanced blasts. */
export async function blastConfig(db: Db, config: Config, viewer: Caller): Promise<BlastConfig> {
  const features = await findUserHostFeatures(db, viewer.userId);
  return {
    channels: [
      { channel: 'EMAIL', available: true },
      { channel: 'SMS', available: smsAvailable(config) },
    ],
    limits: { subjectMax: BLAST_LIMITS.subjectMax, emailBodyMax: BLAST_LIMITS.emailBodyMax, smsBodyMax: BLAST_LIMITS.smsBodyMax },
    variables: blastVariables(),
    canAdvanceBlast: canAdvanceBlast(viewer, features),
  };
}

/**
 * Text messages go out when Twilio is set up; a server that keeps every message in the outbox (no
 * SMTP either: development, demos, CI) keeps them there too. A server that sends real e-mail but has
 * no Twilio refuses SMS blasts rather than drop them silently.
 */
function smsAvailable(config: Pick<Config, 'twilio' | 'smtpUrl'>): boolean {
  return config.twilio !== null || !config.smtpUrl;
}

/** GET /circles/{id}/members/{m}/blasted-messages: what the circle's blasts sent this person (for the circle's hosts, staff, and the person). */
export async function listMemberBlastedMessages(db: Db, viewer: Caller, circleId: string, userId: string): Promise<MemberBlastedMessage[]> {
  requireSentToReader(viewer, userId, await circleAccessFor(db, viewer, circleId));
  return (await listCircleBlastsSentTo(db, circleId, userId)).map(toMemberBlastedMessage);
}
