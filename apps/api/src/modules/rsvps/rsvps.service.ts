import {
  canTransitionRsvp,
  cancellationTerms,
  completedRsvpStatus,
  isActiveRsvpStatus,
  isPaidTicketTier,
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
import type { Db, DbOrTx, Tx } from '../../core/db';
import type { Caller } from '../../core/caller';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { withTransaction } from '../../core/transaction';
import { findSocialRow, findVisibleSocial, listTiersByPosition, loadSocialViews, requireSocialManager, type SocialWithHosts, toRsvp } from '../socials';
import { listVerifiedEmails } from '../verification';
import { spendPointsForRsvp } from '../points';
import { followHosts } from '../blasts';
import { subscribeToProductUpdates } from '../users';
import type { ServiceDeps } from '../../core/app-deps';
import { announceRsvpChanges } from './rsvp-changes';
import type { MailQueueDeps, RsvpChange } from './rsvp-mail';
import { requireAttendee, requireCanceller, requireInviteCode, requireOrganizationMember, requireOwnRsvps } from './rsvps.policy';
import {
  findActiveRsvp,
  findPaidPaymentOfRsvp,
  findRsvpOfSocial,
  insertRsvp,
  latestDraftOf,
  listActiveRsvpsWithSocials,
  listRsvpsWithUsers,
  lockRsvpsOfSocial,
  updateRsvpColumns,
  type RsvpRow,
  type SocialRow,
} from './rsvps.repo';
import { hasFreeSeat, lockSocial, moveRsvp, promoteFromWaitlist, syncAttendanceProgress, takeSeatFor } from './rsvp-seats';
import { rsvpsError } from './rsvps.errors';

const alreadyGoing = () => rsvpsError('ALREADY_GOING', 'You already have an RSVP for this event');
const NOTHING_REFUNDED = { ticketPrice: 0, deposit: 0, fees: 0 };
const SOCIAL_NOT_FOUND = 'Social not found';
const RSVP_NOT_FOUND = 'RSVP not found';

const socialNotFound = () => rsvpsError('NOT_FOUND', SOCIAL_NOT_FOUND);
const rsvpNotFound = () => rsvpsError('NOT_FOUND', RSVP_NOT_FOUND);

/**
 * The tier an RSVP asks for (the first one by default); 400 for a tier of another social. A paid
 * tier may be saved on a draft, but only its payment completes the RSVP (startCheckout).
 */
async function resolveTier(db: DbOrTx, socialId: string, ticketTierId: string | null | undefined, complete: boolean) {
  const tiers = await listTiersByPosition(db, socialId);
  const tier = ticketTierId == null ? tiers[0] : tiers.find((t) => t.id === ticketTierId);
  if (!tier) {
    throw rsvpsError('UNKNOWN_TICKET_TIER', 'Unknown ticket tier', {
      fieldErrors: [{ field: 'body.ticketTierId', message: 'This social has no such ticket tier' }],
    });
  }
  if (complete && isPaidTicketTier({ type: tier.type, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents })) {
    throw rsvpsError('PAID_TICKET_NEEDS_CHECKOUT', 'This ticket is paid: pay for it at checkout to complete your RSVP', {
      fieldErrors: [{ field: 'body.ticketTierId', message: 'A paid ticket is confirmed by its payment (POST /payments/socials/{id}/payment-sessions)' }],
    });
  }
  return tier;
}

function assertOpenForRsvps(social: SocialWithHosts, verifiedEmails: readonly VerifiedEmail[], now: Date): void {
  if (social.isDeleted) throw socialNotFound();
  if (social.isCancelled) throw rsvpsError('EVENT_CANCELLED', 'This event was cancelled');
  if (social.eventEndAt <= now) throw rsvpsError('EVENT_ENDED', 'This event has already ended');
  requireOrganizationMember(social, verifiedEmails);
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
  throw rsvpsError('INVALID_ANSWERS', title ? `"${title}": ${first.message}` : `${first.questionId}: ${first.message}`, {
    fieldErrors: issues.map((issue) => ({ field: `body.answers.${issue.questionId}`, message: issue.message })),
  });
}

/** The notify-me checkbox, ticked: the attendee follows every host of the social and gets product updates. */
async function applyNotifyMe(db: DbOrTx, userId: string, social: SocialWithHosts, answers: readonly QuestionAnswer[]): Promise<void> {
  if (notifyMeChoice(answers) !== true) return;
  await followHosts(
    db,
    userId,
    [social.ownerId, ...social.hostIds].filter((id) => id !== userId),
  );
  await subscribeToProductUpdates(db, userId);
}

interface RsvpFields {
  ticketTierId: string;
  answers: QuestionAnswer[];
  hideFromGuestList: boolean;
}

/**
 * Saves the caller's RSVP under the social's lock: half-done (PARTIAL_UPDATE, no seat) or
 * completed into PENDING, APPROVED or WAITLIST (completedRsvpStatus). `draft` is the caller's
 * half-done RSVP being continued, if any; otherwise a new row is added. Completing it spends the
 * tier's points in the same transaction (the points-deduction step), so a refusal leaves no RSVP.
 */
async function saveRsvp(
  deps: ServiceDeps,
  userId: string,
  socialId: string,
  draft: RsvpRow | null,
  fields: RsvpFields,
  complete: boolean,
  pointsCost: number,
): Promise<RsvpRow> {
  try {
    return await withTransaction(deps.db, async (tx) => {
      const social = await lockSocial(tx, socialId);
      if (!social) throw socialNotFound();
      if (await findActiveRsvp(tx, socialId, userId)) throw alreadyGoing();
      const status: RsvpStatus = complete
        ? completedRsvpStatus({ requiresApproval: social.requiresApproval, hasFreeSeat: await hasFreeSeat(tx, social, fields.ticketTierId) })
        : 'PARTIAL_UPDATE';
      await takeSeatFor(tx, socialId, fields.ticketTierId, status);
      const values = { ...fields, status, updatedAt: new Date() };
      const row = draft ? await updateRsvpColumns(tx, draft.id, values) : await insertRsvp(tx, { ...values, socialId, userId });
      if (!row) throw new Error('Saving the RSVP returned no row');
      if (complete) await spendPointsForRsvp(tx, userId, row.id, pointsCost);
      if (status === 'APPROVED') await syncAttendanceProgress(tx, socialId);
      if (complete) await announceRsvpChanges(tx, deps, [{ rsvpId: row.id, status: row.status, submitted: true }]);
      return row;
    });
  } catch (error) {
    // The same user twice at once: the partial unique index lets one RSVP through.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw alreadyGoing();
    throw error;
  }
}

/** Checks and saves an RSVP (new or continued), then applies the notify-me choice and mails the attendee. */
async function submitRsvp(
  deps: ServiceDeps,
  viewer: Caller,
  social: SocialWithHosts,
  draft: RsvpRow | null,
  input: { ticketTierId: string | null | undefined; answers: QuestionAnswer[]; hideFromGuestList: boolean; complete: boolean; inviteCode?: string },
  now: Date,
): Promise<Rsvp> {
  // A half-done RSVP already showed the code when it was started.
  if (!draft) requireInviteCode(viewer, social, input.inviteCode);
  // Only socials that limit organizations look at the attendee's e-mails: the common RSVP skips the query.
  const verifiedEmails = social.limitsOrganizations ? await listVerifiedEmails(deps.db, viewer.userId) : [];
  assertOpenForRsvps(social, verifiedEmails, now);
  const tier = await resolveTier(deps.db, social.id, input.ticketTierId, input.complete);
  if (input.complete) assertValidAnswers(social.questionnaire, input.answers);
  const fields = { ticketTierId: tier.id, answers: input.answers, hideFromGuestList: input.hideFromGuestList };
  const row = await saveRsvp(deps, viewer.userId, social.id, draft, fields, input.complete, tier.pointsCost);
  if (input.complete) await applyNotifyMe(deps.db, viewer.userId, social, input.answers);
  return toRsvp(row, viewer.userId);
}

/** POST /socials/{id}/rsvps: a new RSVP, or the caller's half-done one continued. */
export async function createRsvp(deps: ServiceDeps, viewer: Caller, socialId: string, body: CreateRsvpBody, now = new Date()): Promise<Rsvp> {
  // A members-only social is not there for people outside its circle; a deleted one for nobody.
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  if (social.isDeleted) throw socialNotFound();
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
export async function updateRsvp(deps: ServiceDeps, viewer: Caller, socialId: string, rsvpId: string, body: UpdateRsvpBody, now = new Date()): Promise<Rsvp> {
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  const target = await findRsvpOfSocial(deps.db, socialId, rsvpId);
  if (!target) throw rsvpNotFound();
  const hostPart = HOST_FIELDS.some((field) => body[field] !== undefined);
  const attendeePart = ATTENDEE_FIELDS.some((field) => body[field] !== undefined);
  if (hostPart && attendeePart) {
    throw rsvpsError(
      'HOST_AND_ATTENDEE_FIELDS_MIXED',
      "Send either the hosts' fields (status, grade) or the attendee's (ticketTierId, answers, hideFromGuestList, submit)",
    );
  }
  if (hostPart) {
    requireSocialManager(viewer, social, 'change the status or grade of an RSVP');
    return hostUpdateRsvp(deps, viewer, social, target, body, now);
  }
  requireAttendee(viewer, target, 'change their RSVP');
  if (!attendeePart) return toRsvp(target, viewer.userId);

  const changesAnswers = body.ticketTierId !== undefined || body.answers !== undefined || body.submit === true;
  if (!changesAnswers) {
    const row = await updateRsvpColumns(deps.db, target.id, { hideFromGuestList: body.hideFromGuestList ?? target.hideFromGuestList, updatedAt: new Date() });
    return toRsvp(row ?? target, viewer.userId);
  }
  if (target.status !== 'INITIAL' && target.status !== 'PARTIAL_UPDATE') throw rsvpsError('RSVP_ALREADY_COMPLETE', 'This RSVP is already complete');
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
  return rsvpsError('RSVP_TRANSITION_REFUSED', `An RSVP cannot go from ${from} to ${to}`);
}

/**
 * What a cancel records: an attendee's own cancel is priced by cancellationTerms (400 once the
 * event has started); a host's cancel costs the attendee nothing.
 */
async function cancellationRecord(db: DbOrTx, social: SocialRow, current: RsvpRow, actor: AttendeeRole, now: Date): Promise<RsvpCancellation> {
  const payment = await findPaidPaymentOfRsvp(db, current.id);
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
  if (!terms.allowed) throw rsvpsError('TOO_LATE_TO_CANCEL', 'The event has started: it is too late to cancel');
  const { isLate, refundType, forfeitedAmount } = terms;
  return { cancelledBy: 'ATTENDEE', cancelledAt: now.getTime(), isLate, refundType, refundAmount: refundOf(refundType, terms.refundAmount), forfeitedAmount };
}

/**
 * Moves RSVPs of one social under its lock, all or nothing, then fills freed seats from the
 * waitlist when the host promotes automatically. In the same transaction the attendees' mails are
 * enqueued and each RSVP that ended (cancelled, rejected) is published as rsvpEnded, for the areas
 * that hold something of it (a payment to refund). Returns the moved RSVPs in the order given.
 * `byHosts`: the hosts (or staff) make the move, not the attendee.
 */
async function moveRsvps(
  deps: MailQueueDeps & { db: Db },
  socialId: string,
  rsvpIds: readonly string[],
  byHosts: boolean,
  move: (tx: Tx, social: SocialRow, current: RsvpRow) => Promise<RsvpRow>,
): Promise<RsvpRow[]> {
  return withTransaction(deps.db, async (tx) => {
    const social = await lockSocial(tx, socialId);
    if (!social) throw socialNotFound();
    const locked = await lockRsvpsOfSocial(tx, socialId, rsvpIds);
    const byId = new Map(locked.map((row) => [row.id, row]));
    const rows: RsvpRow[] = [];
    const changes: RsvpChange[] = [];
    for (const id of rsvpIds) {
      const current = byId.get(id);
      if (!current) throw rsvpNotFound();
      const moved = await move(tx, social, current);
      // Drafts come and go unannounced: only a move into or out of an active status is news to the attendee.
      if (moved.status !== current.status && (isActiveRsvpStatus(current.status) || isActiveRsvpStatus(moved.status))) {
        changes.push({ rsvpId: moved.id, status: moved.status, byHosts });
      }
      rows.push(moved);
    }
    const promoted = await promoteFromWaitlist(tx, socialId, new Set(rsvpIds));
    changes.push(...promoted.map((row) => ({ rsvpId: row.id, status: row.status })));
    await syncAttendanceProgress(tx, socialId);
    await announceRsvpChanges(tx, deps, changes);
    return rows;
  });
}

async function hostUpdateRsvp(deps: ServiceDeps, viewer: Caller, social: SocialWithHosts, target: RsvpRow, body: UpdateRsvpBody, now: Date): Promise<Rsvp> {
  const [row] = await moveRsvps(deps, social.id, [target.id], true, async (tx, lockedSocial, current) => {
    const gradeChange = body.grade !== undefined ? { grade: body.grade } : {};
    const to = body.status;
    if (to === undefined || to === current.status) {
      if (!body.grade) return current;
      const graded = await updateRsvpColumns(tx, current.id, { ...gradeChange, updatedAt: new Date() });
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
export async function bulkUpdateRsvps(deps: ServiceDeps, viewer: Caller, socialId: string, body: BulkUpdateRsvpsBody): Promise<Rsvp[]> {
  const social = await findVisibleSocial(deps.db, viewer, socialId);
  requireSocialManager(viewer, social, 'change its RSVPs');
  const rows = await moveRsvps(deps, socialId, body.rsvpIds, true, async (tx, _social, current) => {
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
export async function cancelRsvp(deps: ServiceDeps, viewer: Caller, socialId: string, rsvpId: string, now = new Date()): Promise<Rsvp> {
  const social = await findSocialRow(deps.db, socialId);
  const target = social && (await findRsvpOfSocial(deps.db, socialId, rsvpId));
  if (!social || !target) throw rsvpNotFound();
  const actor = requireCanceller(viewer, social, target);

  const [row] = await moveRsvps(deps, socialId, [rsvpId], actor === 'HOST', async (tx, lockedSocial, current) => {
    if (current.status === 'CANCELLED') return current;
    if (!canTransitionRsvp(current.status, 'CANCELLED', actor)) throw transitionRefused(current.status, 'CANCELLED');
    const cancellation = await cancellationRecord(tx, lockedSocial, current, actor, now);
    return moveRsvp(tx, current, 'CANCELLED', { cancellation });
  });
  if (!row) throw new Error('moveRsvps returned no row');
  return toRsvp(row, viewer.userId);
}

/** GET /socials/{id}/rsvps: the RSVPs of a social with who made them, oldest first, filtered and paged; for its hosts and staff. */
export async function listRsvps(db: Db, viewer: Caller, socialId: string, query: RsvpListQuery): Promise<Paged<Rsvp>> {
  const social = await findVisibleSocial(db, viewer, socialId);
  requireSocialManager(viewer, social, 'see its RSVPs');

  const rows = await listRsvpsWithUsers(
    db,
    socialId,
    { status: query.status, grade: query.grade, ticketTierId: query.ticketTierId },
    { after: decodeCursor(query.exclusiveStartKey), limit: query.limit + 1 },
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]?.rsvp;
  return {
    data: page.map(({ rsvp, user }) => toRsvp(rsvp, viewer.userId, user)),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: new Date(last.createdAt.getTime()), id: last.id }) : null },
  };
}

/** A user's active RSVPs with their socials: upcoming ones soonest first, then past ones latest first. */
export async function listRsvpedSocials(db: Db, viewer: Caller, userId: string, now = new Date()): Promise<RsvpedSocial[]> {
  requireOwnRsvps(viewer, userId);

  const rows = await listActiveRsvpsWithSocials(db, userId);

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
