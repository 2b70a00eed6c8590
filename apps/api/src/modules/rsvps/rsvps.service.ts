import {
  canTransitionRsvp,
  cancellationTerms,
  completedRsvpStatus,
  INACTIVE_RSVP_STATUSES,
  isActiveRsvpStatus,
  isPaidTicketTier,
  isInviteCodeAccepted,
  needsOrganizationVerification,
  paidPartsOf,
  refundAmount,
  type RefundType,
  notifyMeChoice,
  validateAnswers,
  type AttendeeRole,
  type BulkUpdateRsvpsBody,
  type CreateRsvpBody,
  type NestedQuestion,
  type Paged,
  type Question,
  type QuestionAnswer,
  type Rsvp,
  type RsvpCancellation,
  type RsvpedSocial,
  type RsvpListQuery,
  type RsvpStatus,
  type UpdateRsvpBody,
  type VerifiedEmail,
} from '@socials/domain';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db';
import { hostSubscriptions, payments, rsvps, socials, ticketTiers, users, type RsvpRow, type SocialRow, type TicketTierRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { findSocialRow, findVisibleSocial, isHostOrStaff, loadSocialViews, requireSocialManager, type SocialWithHosts, toRsvp, userSummaryColumns } from '../socials';
import { listVerifiedEmails } from '../verification';
import type { ServiceDeps } from '../../http/route-deps';
import { enqueueRsvpMails, type MailQueueDeps, type RsvpChange } from './rsvp-mail';
import { rsvpEnded } from './rsvps.events';
import { hasFreeSeat, lockSocial, moveRsvp, promoteFromWaitlist, syncAttendanceProgress, takeSeatFor } from './rsvp-seats';

const ALREADY_GOING = 'You already have an RSVP for this event';
const NOTHING_REFUNDED = { ticketPrice: 0, deposit: 0, fees: 0 };
const SOCIAL_NOT_FOUND = 'Social not found';
const RSVP_NOT_FOUND = 'RSVP not found';

async function findRsvpOf(db: Db | Tx, socialId: string, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await db.select().from(rsvps).where(and(eq(rsvps.id, rsvpId), eq(rsvps.socialId, socialId))).limit(1);
  return row ?? null;
}

/**
 * The tier an RSVP asks for (the first one by default); 400 for a tier of another social. A paid
 * tier may be saved on a draft, but only its payment completes the RSVP (startCheckout).
 */
export async function resolveTier(db: Db, socialId: string, ticketTierId: string | null | undefined, complete: boolean): Promise<TicketTierRow> {
  const tiers = await db.select().from(ticketTiers).where(eq(ticketTiers.socialId, socialId)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
  const tier = ticketTierId == null ? tiers[0] : tiers.find((t) => t.id === ticketTierId);
  if (!tier) throw badRequest('Unknown ticket tier', [{ field: 'body.ticketTierId', message: 'This social has no such ticket tier' }]);
  if (complete && isPaidTicketTier({ type: tier.type, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents })) {
    throw badRequest('This ticket is paid: pay for it at checkout to complete your RSVP', [
      { field: 'body.ticketTierId', message: 'A paid ticket is confirmed by its payment (POST /payments/socials/{id}/payment-sessions)' },
    ]);
  }
  return tier;
}

export function assertOpenForRsvps(social: SocialWithHosts, verifiedEmails: readonly VerifiedEmail[], now: Date): void {
  if (social.isDeleted) throw notFound(SOCIAL_NOT_FOUND);
  if (social.isCancelled) throw badRequest('This event was cancelled');
  if (social.eventEndAt <= now) throw badRequest('This event has already ended');
  if (needsOrganizationVerification(social, verifiedEmails)) {
    throw forbidden('This event is for members of verified organizations: verify your work e-mail to RSVP');
  }
}

function questionTitles(questions: readonly Question[]): Map<string, string> {
  const all = questions.flatMap((question): NestedQuestion[] => [question, ...question.subQuestions.flatMap((group) => group.questions)]);
  return new Map(all.map((question) => [question.id, question.title]));
}

/** 400 naming each question at fault (validateAnswers), the first one in the message. */
export function assertValidAnswers(questions: readonly Question[], answers: readonly QuestionAnswer[]): void {
  const issues = validateAnswers(questions, answers);
  const [first] = issues;
  if (!first) return;
  const titles = questionTitles(questions);
  const title = titles.get(first.questionId);
  throw badRequest(
    title ? `"${title}": ${first.message}` : `${first.questionId}: ${first.message}`,
    issues.map((issue) => ({ field: `body.answers.${issue.questionId}`, message: issue.message })),
  );
}

/** The notify-me checkbox, ticked: the attendee follows every host of the social and gets product updates. */
async function applyNotifyMe(db: Db, userId: string, social: SocialWithHosts, answers: readonly QuestionAnswer[]): Promise<void> {
  if (notifyMeChoice(answers) !== true) return;
  const hostIds = [social.ownerId, ...social.hostIds].filter((id) => id !== userId);
  if (hostIds.length > 0) {
    await db
      .insert(hostSubscriptions)
      .values(hostIds.map((hostId) => ({ userId, hostId })))
      .onConflictDoNothing();
  }
  await db.update(users).set({ isSubscribedToUpdate: true }).where(eq(users.id, userId));
}

interface RsvpFields {
  ticketTierId: string;
  answers: QuestionAnswer[];
  hideFromGuestList: boolean;
}

/**
 * Saves the caller's RSVP under the social's lock: half-done (PARTIAL_UPDATE, no seat) or
 * completed into PENDING, APPROVED or WAITLIST (completedRsvpStatus). `draft` is the caller's
 * half-done RSVP being continued, if any; otherwise a new row is added.
 */
async function saveRsvp(deps: ServiceDeps, userId: string, socialId: string, draft: RsvpRow | null, fields: RsvpFields, complete: boolean): Promise<RsvpRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const social = await lockSocial(tx, socialId);
      if (!social) throw notFound(SOCIAL_NOT_FOUND);
      const [active] = await tx
        .select({ id: rsvps.id })
        .from(rsvps)
        .where(and(eq(rsvps.socialId, socialId), eq(rsvps.userId, userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES])))
        .limit(1);
      if (active) throw conflict(ALREADY_GOING);
      const status: RsvpStatus = complete
        ? completedRsvpStatus({ requiresApproval: social.requiresApproval, hasFreeSeat: await hasFreeSeat(tx, social, fields.ticketTierId) })
        : 'PARTIAL_UPDATE';
      await takeSeatFor(tx, socialId, fields.ticketTierId, status);
      const values = { ...fields, status, updatedAt: new Date() };
      const [row] = draft
        ? await tx.update(rsvps).set(values).where(eq(rsvps.id, draft.id)).returning()
        : await tx.insert(rsvps).values({ ...values, socialId, userId }).returning();
      if (!row) throw new Error('Saving the RSVP returned no row');
      if (status === 'APPROVED') await syncAttendanceProgress(tx, socialId);
      if (complete) await enqueueRsvpMails(tx, deps, [{ rsvpId: row.id, status: row.status }]);
      return row;
    });
  } catch (error) {
    // The same user twice at once: the partial unique index lets one RSVP through.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_GOING);
    throw error;
  }
}

export async function latestDraftOf(db: Db, socialId: string, userId: string): Promise<RsvpRow | null> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.userId, userId), inArray(rsvps.status, ['INITIAL', 'PARTIAL_UPDATE'])))
    .orderBy(desc(rsvps.createdAt))
    .limit(1);
  return row ?? null;
}

/** Checks and saves an RSVP (new or continued), then applies the notify-me choice and mails the attendee. */
async function submitRsvp(
  deps: ServiceDeps,
  viewer: RequestAuth,
  social: SocialWithHosts,
  draft: RsvpRow | null,
  input: { ticketTierId: string | null | undefined; answers: QuestionAnswer[]; hideFromGuestList: boolean; complete: boolean; inviteCode?: string },
  now: Date,
): Promise<Rsvp> {
  // A half-done RSVP already showed the code when it was started.
  if (!draft && !isInviteCodeAccepted(social.inviteCode, input.inviteCode, isHostOrStaff(social, viewer))) {
    // 400, not 403: the web client renews its token on any 403, and the fix here is in the body.
    throw badRequest('This social is by invitation: enter the invite code to RSVP', [{ field: 'body.inviteCode', message: 'Enter the invite code from your invitation' }]);
  }
  // Only socials that limit organizations look at the attendee's e-mails: the common RSVP skips the query.
  const verifiedEmails = social.limitsOrganizations ? await listVerifiedEmails(deps.db, viewer.userId) : [];
  assertOpenForRsvps(social, verifiedEmails, now);
  const tier = await resolveTier(deps.db, social.id, input.ticketTierId, input.complete);
  if (input.complete) assertValidAnswers(social.questionnaire, input.answers);
  const fields = { ticketTierId: tier.id, answers: input.answers, hideFromGuestList: input.hideFromGuestList };
  const row = await saveRsvp(deps, viewer.userId, social.id, draft, fields, input.complete);
  if (input.complete) await applyNotifyMe(deps.db, viewer.userId, social, input.answers);
  return toRsvp(row, viewer.userId);
}

/** POST /socials/{id}/rsvps: a new RSVP, or the caller's half-done one continued. */
export async function createRsvp(deps: ServiceDeps, viewer: RequestAuth, socialId: string, body: CreateRsvpBody, now = new Date()): Promise<Rsvp> {
  const social = await findSocialRow(deps.db, socialId);
  if (!social || social.isDeleted) throw notFound(SOCIAL_NOT_FOUND);
  const draft = await latestDraftOf(deps.db, socialId, viewer.userId);
  return submitRsvp(
    deps,
    viewer,
    social,
    draft,
    {
      ticketTierId: body.ticketTierId ?? draft?.ticketTierId,
      answers: body.answers ?? draft?.answers ?? [],
      hideFromGuestList: body.hideFromGuestList ?? draft?.hideFromGuestList ?? false,
      complete: body.partial !== true,
      inviteCode: body.inviteCode,
    },
    now,
  );
}

const HOST_FIELDS = ['status', 'grade'] as const;
const ATTENDEE_FIELDS = ['ticketTierId', 'answers', 'hideFromGuestList', 'submit'] as const;

/** PATCH /socials/{id}/rsvps/{r}: hosts set status or grade; the attendee continues their RSVP. */
export async function updateRsvp(deps: ServiceDeps, viewer: RequestAuth, socialId: string, rsvpId: string, body: UpdateRsvpBody, now = new Date()): Promise<Rsvp> {
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  const target = await findRsvpOf(deps.db, socialId, rsvpId);
  if (!target) throw notFound(RSVP_NOT_FOUND);
  const hostPart = HOST_FIELDS.some((field) => body[field] !== undefined);
  const attendeePart = ATTENDEE_FIELDS.some((field) => body[field] !== undefined);
  if (hostPart && attendeePart) {
    throw badRequest("Send either the hosts' fields (status, grade) or the attendee's (ticketTierId, answers, hideFromGuestList, submit)");
  }
  if (hostPart) {
    requireSocialManager(viewer, social, 'change the status or grade of an RSVP');
    return hostUpdateRsvp(deps, viewer, social, target, body, now);
  }
  if (target.userId !== viewer.userId) throw forbidden('Only the attendee can change their RSVP');
  if (!attendeePart) return toRsvp(target, viewer.userId);

  const changesAnswers = body.ticketTierId !== undefined || body.answers !== undefined || body.submit === true;
  if (!changesAnswers) {
    const [row] = await deps.db
      .update(rsvps)
      .set({ hideFromGuestList: body.hideFromGuestList ?? target.hideFromGuestList, updatedAt: new Date() })
      .where(eq(rsvps.id, target.id))
      .returning();
    return toRsvp(row ?? target, viewer.userId);
  }
  if (target.status !== 'INITIAL' && target.status !== 'PARTIAL_UPDATE') throw conflict('This RSVP is already complete');
  return submitRsvp(
    deps,
    viewer,
    social,
    target,
    {
      ticketTierId: body.ticketTierId ?? target.ticketTierId,
      answers: body.answers ?? target.answers,
      hideFromGuestList: body.hideFromGuestList ?? target.hideFromGuestList,
      complete: body.submit === true,
    },
    now,
  );
}

function transitionRefused(from: RsvpStatus, to: RsvpStatus) {
  return conflict(`An RSVP cannot go from ${from} to ${to}`);
}

/**
 * What a cancel records: an attendee's own cancel is priced by cancellationTerms (400 once the
 * event has started); a host's cancel costs the attendee nothing.
 */
async function cancellationRecord(db: Db | Tx, social: SocialRow, current: RsvpRow, actor: AttendeeRole, now: Date): Promise<RsvpCancellation> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.rsvpId, current.id), eq(payments.status, 'PAID')))
    .limit(1);
  const paid = payment
    ? { ticketPrice: payment.ticketPriceCents - payment.discountCents, depositAmount: payment.depositCents }
    : { ticketPrice: 0, depositAmount: 0 };
  // What a refund of that type gives back of this payment, fees included as the refund counts them
  // (the payments area records the amount actually refunded once its job has run).
  const refundOf = (type: RefundType | null, fallback: number) => {
    if (!payment || !type) return fallback;
    const amounts = { ticketPrice: payment.ticketPriceCents, discount: payment.discountCents, deposit: payment.depositCents, fees: payment.feeCents };
    const result = refundAmount({ type, paid: paidPartsOf(amounts), alreadyRefunded: NOTHING_REFUNDED });
    return result.ok ? result.amount : fallback;
  };
  if (actor === 'HOST') {
    const total = paid.ticketPrice + paid.depositAmount;
    const refundType = total > 0 ? 'FULL' : null;
    return { cancelledBy: 'HOST', cancelledAt: now.getTime(), isLate: false, refundType, refundAmount: refundOf(refundType, total), forfeitedAmount: 0 };
  }
  const terms = cancellationTerms({
    eventTimestamp: social.eventAt.getTime(),
    now: now.getTime(),
    cancellationWindow: social.cancellationWindow,
    status: current.status,
    paid,
  });
  if (!terms.allowed) throw badRequest('The event has started: it is too late to cancel');
  const { isLate, refundType, forfeitedAmount } = terms;
  return { cancelledBy: 'ATTENDEE', cancelledAt: now.getTime(), isLate, refundType, refundAmount: refundOf(refundType, terms.refundAmount), forfeitedAmount };
}

/**
 * Moves RSVPs of one social under its lock, all or nothing, then fills freed seats from the
 * waitlist when the host promotes automatically. In the same transaction the attendees' mails are
 * enqueued and each RSVP that ended (cancelled, rejected) is published as rsvpEnded, for the areas
 * that hold something of it (a payment to refund). Returns the moved RSVPs in the order given.
 */
async function moveRsvps(
  deps: MailQueueDeps & { db: Db },
  socialId: string,
  rsvpIds: readonly string[],
  move: (tx: Tx, social: SocialRow, current: RsvpRow) => Promise<RsvpRow>,
): Promise<RsvpRow[]> {
  return deps.db.transaction(async (tx) => {
    const social = await lockSocial(tx, socialId);
    if (!social) throw notFound(SOCIAL_NOT_FOUND);
    const locked = await tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.id, [...rsvpIds])))
      .orderBy(asc(rsvps.id))
      .for('update');
    const byId = new Map(locked.map((row) => [row.id, row]));
    const rows: RsvpRow[] = [];
    const changes: RsvpChange[] = [];
    for (const id of rsvpIds) {
      const current = byId.get(id);
      if (!current) throw notFound(RSVP_NOT_FOUND);
      const moved = await move(tx, social, current);
      // Drafts come and go unannounced: only a move into or out of an active status is news to the attendee.
    if (moved.status !== current.status && (isActiveRsvpStatus(current.status) || isActiveRsvpStatus(moved.status))) {
      changes.push({ rsvpId: moved.id, status: moved.status });
    }
      rows.push(moved);
    }
    const promoted = await promoteFromWaitlist(tx, socialId, new Set(rsvpIds));
    changes.push(...promoted.map((row) => ({ rsvpId: row.id, status: row.status })));
    await syncAttendanceProgress(tx, socialId);
    await enqueueRsvpMails(tx, deps, changes);
    for (const change of changes) {
      if (change.status === 'CANCELLED' || change.status === 'REJECTED') await deps.jobs.publish(tx, rsvpEnded, { rsvpId: change.rsvpId });
    }
    return rows;
  });
}

async function hostUpdateRsvp(deps: ServiceDeps, viewer: RequestAuth, social: SocialWithHosts, target: RsvpRow, body: UpdateRsvpBody, now: Date): Promise<Rsvp> {
  const [row] = await moveRsvps(deps, social.id, [target.id], async (tx, lockedSocial, current) => {
    const gradeChange = body.grade !== undefined ? { grade: body.grade } : {};
    const to = body.status;
    if (to === undefined || to === current.status) {
      if (!body.grade) return current;
      const [graded] = await tx.update(rsvps).set({ ...gradeChange, updatedAt: new Date() }).where(eq(rsvps.id, current.id)).returning();
      return graded ?? current;
    }
    if (!canTransitionRsvp(current.status, to, 'HOST')) throw transitionRefused(current.status, to);
    const cancellation = to === 'CANCELLED' ? { cancellation: await cancellationRecord(tx, lockedSocial, current, 'HOST', now) } : {};
    return moveRsvp(tx, current, to, { ...gradeChange, ...cancellation });
  });
  if (!row) throw new Error('moveRsvps returned no row');
  return toRsvp(row, viewer.userId);
}

/** PATCH /socials/{id}/rsvps: approve, waitlist or reject several RSVPs at once (hosts and staff). */
export async function bulkUpdateRsvps(deps: ServiceDeps, viewer: RequestAuth, socialId: string, body: BulkUpdateRsvpsBody): Promise<Rsvp[]> {
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  requireSocialManager(viewer, social, 'change its RSVPs');
  const rows = await moveRsvps(deps, socialId, body.rsvpIds, async (tx, _social, current) => {
    if (current.status === body.status) return current;
    if (!canTransitionRsvp(current.status, body.status, 'HOST')) throw transitionRefused(current.status, body.status);
    return moveRsvp(tx, current, body.status);
  });
  return rows.map((row) => toRsvp(row, viewer.userId));
}

/**
 * DELETE /socials/{id}/rsvps/{r}: the attendee, a host or staff cancels. The seat goes back in the
 * same transaction (and to the waitlist when the host promotes automatically); cancelling twice
 * changes nothing the second time.
 */
export async function cancelRsvp(deps: ServiceDeps, viewer: RequestAuth, socialId: string, rsvpId: string, now = new Date()): Promise<Rsvp> {
  const social = await findSocialRow(deps.db, socialId);
  const target = social && (await findRsvpOf(deps.db, socialId, rsvpId));
  if (!social || !target) throw notFound(RSVP_NOT_FOUND);
  const byHost = isHostOrStaff(social, viewer);
  if (target.userId !== viewer.userId && !byHost) throw forbidden('Only the attendee or the hosts can cancel this RSVP');
  const actor: AttendeeRole = target.userId === viewer.userId ? 'ATTENDEE' : 'HOST';

  const [row] = await moveRsvps(deps, socialId, [rsvpId], async (tx, lockedSocial, current) => {
    if (current.status === 'CANCELLED') return current;
    if (!canTransitionRsvp(current.status, 'CANCELLED', actor)) throw transitionRefused(current.status, 'CANCELLED');
    const cancellation = await cancellationRecord(tx, lockedSocial, current, actor, now);
    return moveRsvp(tx, current, 'CANCELLED', { cancellation });
  });
  if (!row) throw new Error('moveRsvps returned no row');
  return toRsvp(row, viewer.userId);
}

/** Sort key of RSVP lists: creation time to the millisecond, the precision page keys carry. */
const rsvpCreatedMs = sql<Date>`date_trunc('milliseconds', ${rsvps.createdAt})`;

/** GET /socials/{id}/rsvps: the RSVPs of a social with who made them, oldest first, filtered and paged; for its hosts and staff. */
export async function listRsvps(db: Db, viewer: RequestAuth, socialId: string, query: RsvpListQuery): Promise<Paged<Rsvp>> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'see its RSVPs');

  const cursor = decodeCursor(query.exclusiveStartKey);
  const where: (SQL | undefined)[] = [eq(rsvps.socialId, socialId)];
  if (query.status) where.push(eq(rsvps.status, query.status));
  if (query.grade) where.push(eq(rsvps.grade, query.grade));
  if (query.ticketTierId) where.push(eq(rsvps.ticketTierId, query.ticketTierId));
  if (cursor) {
    const at = sql`${cursor.at.toISOString()}::timestamptz`;
    where.push(sql`(${rsvpCreatedMs} > ${at} or (${rsvpCreatedMs} = ${at} and ${rsvps.id} > ${cursor.id}))`);
  }

  const rows = await db
    .select({ rsvp: rsvps, user: userSummaryColumns })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(and(...where))
    .orderBy(asc(rsvpCreatedMs), asc(rsvps.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]?.rsvp;
  return {
    data: page.map(({ rsvp, user }) => toRsvp(rsvp, viewer.userId, user)),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: new Date(last.createdAt.getTime()), id: last.id }) : null },
  };
}

/** A user's active RSVPs with their socials: upcoming ones soonest first, then past ones latest first. */
export async function listRsvpedSocials(db: Db, viewer: RequestAuth, userId: string, now = new Date()): Promise<RsvpedSocial[]> {
  if (viewer.userId !== userId && !viewer.isAdmin) throw forbidden('You can only see your own RSVPs');

  const rows = await db
    .select({ rsvp: rsvps, social: socials })
    .from(rsvps)
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(and(eq(rsvps.userId, userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES]), eq(socials.isDeleted, false)))
    .orderBy(asc(socials.eventAt), asc(socials.id));

  const upcoming = rows.filter((row) => row.social.eventEndAt > now);
  const past = rows.filter((row) => row.social.eventEndAt <= now).reverse();
  const ordered = [...upcoming, ...past];
  const views = await loadSocialViews(
    db,
    ordered.map((row) => row.social),
    viewer,
  );
  return ordered.map((row, i) => {
    const view = views[i];
    if (!view) throw new Error('loadSocialViews lost a row');
    return { social: view.social, rsvp: toRsvp(row.rsvp, viewer.userId) };
  });
}
