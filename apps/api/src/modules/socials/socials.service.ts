import { randomBytes } from 'node:crypto';
import {
  DEFAULT_NO_SHOW_POLICY,
  approvalNeedsReason,
  approvalStatusAfterEdit,
  changesReviewedContent,
  type ReviewedContent,
  buildIcsCalendar,
  socialCalendarEvent,
  httpsLinkOrNull,
  type DuplicateSocialReply,
  type AttendanceSettingsInput,
  type CreateSocialBody,
  type FieldError,
  type PublicApprovalStatus,
  type Social,
  type SocialDetail,
  type TicketTierInput,
  type UpdateSocialBody,
  slugWords,
} from '@socials/domain';
import type { Db, DbOrTx, Tx } from '../../core/db';
import type { Caller } from '../../core/caller';
import { CHECK_VIOLATION, sqlStateOf } from '../../core/pg-errors';
import { withTransaction } from '../../core/transaction';
import type { ServiceDeps } from '../../core/app-deps';
import { publicApprovalDecided, socialCancelled, socialScheduled, socialSeatsChanged } from './socials.events';
import { editsAsStaff, requireCircleHost, requireSocialManager, requireSocialOwner, requireStaffFields, requireVisibleSocial } from './socials.policy';
import { circleExists, circleRole, isCircleMember } from '../circles';
import { setCoHosts } from './co-hosts.service';
import {
  cityExists,
  deleteTiers,
  findSocialPage,
  findSocialRow,
  insertSocial,
  insertTiers,
  listExistingUserIds,
  listTiersByPosition,
  markSocialCancelled,
  markSocialDeleted,
  updateSocialColumns,
  updateTier,
  type SocialRow,
  type SocialWithHosts,
} from './socials.repo';
import { hostSetFields, loadSocialView } from './socials.views';
import { socialsError } from './socials.errors';

const DEFAULT_TIER: TicketTierInput = { name: 'General Admission', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null };

/** Readable and unique: the title's words plus a short random suffix, e.g. "founders-breakfast-k3f9qa". */
function makeSlug(title: string): string {
  const base = slugWords(title, 60);
  const suffix = BigInt(`0x${randomBytes(5).toString('hex')}`)
    .toString(36)
    .padStart(6, '0')
    .slice(-6);
  return `${base || 'social'}-${suffix}`;
}

/** A field of the body asks for something that cannot be: 400 naming the field. */
function fieldError(code: Parameters<typeof socialsError>[0], field: string, message: string) {
  return socialsError(code, `${field}: ${message}`, { fieldErrors: [{ field, message }] });
}

async function assertCityExists(db: DbOrTx, cityId: string | null | undefined): Promise<void> {
  if (cityId === null || cityId === undefined) return;
  if (!(await cityExists(db, cityId))) throw fieldError('UNKNOWN_CITY', 'body.cityId', 'Unknown city');
}

async function assertUsersExist(db: DbOrTx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await listExistingUserIds(db, userIds);
  if (found.length !== new Set(userIds).size) throw fieldError('UNKNOWN_CO_HOST', 'body.hostIds', 'Unknown user');
}

/** The columns of the attendance settings a create or edit names; what it leaves out keeps its value (or default). */
function attendanceColumns(input: AttendanceSettingsInput | undefined) {
  return {
    ...(input?.methods !== undefined ? { attendanceMethods: input.methods } : {}),
    ...(input?.radiusMeters !== undefined ? { attendanceRadiusMeters: input.radiusMeters } : {}),
    ...(input?.venueCoordinate !== undefined ? { attendanceCoordinate: input.venueCoordinate } : {}),
  };
}

/**
 * The social as the caller may reach it: 404 when there is none, and when it is deleted and the
 * caller is neither a host nor staff.
 */
export async function findVisibleSocial(db: DbOrTx, viewer: Caller | null, id: string): Promise<SocialWithHosts> {
  const row = await findSocialRow(db, id);
  return requireVisibleSocial(viewer, row, await viewerInCircle(db, viewer, row));
}

/** Whether the caller is a member of the circle of a COMMUNITY_ONLY social (asked only then). */
async function viewerInCircle(db: DbOrTx, viewer: Caller | null, social: SocialRow | null): Promise<boolean> {
  return viewer !== null && social !== null && social.communityOnly && social.circleId !== null && isCircleMember(db, social.circleId, viewer.userId);
}

/**
 * The circle columns of a create or edit: joining a circle takes one of its hosts (or staff), and
 * COMMUNITY_ONLY a circle; leaving the circle makes the social open again.
 */
async function circleColumns(
  db: DbOrTx,
  viewer: Caller,
  body: { circleId?: string | null | undefined; communityOnly?: boolean | undefined },
  current: { circleId: string | null; communityOnly: boolean } | null,
): Promise<{ circleId: string | null; communityOnly: boolean }> {
  const circleId = body.circleId === undefined ? (current?.circleId ?? null) : body.circleId;
  if (body.circleId && body.circleId !== current?.circleId) {
    if (!(await circleExists(db, body.circleId))) throw fieldError('UNKNOWN_CIRCLE', 'body.circleId', 'Unknown circle');
    requireCircleHost(viewer, await circleRole(db, body.circleId, viewer.userId));
  }
  if (body.communityOnly && circleId === null)
    throw fieldError('COMMUNITY_ONLY_NEEDS_CIRCLE', 'body.communityOnly', 'Choose the circle whose members may see it');
  return { circleId, communityOnly: circleId === null ? false : (body.communityOnly ?? current?.communityOnly ?? false) };
}

export async function createSocial(deps: ServiceDeps, viewer: Caller, body: CreateSocialBody): Promise<Social> {
  const { db } = deps;
  await assertCityExists(db, body.cityId);
  await assertUsersExist(db, body.hostIds ?? []);
  const tiers = body.ticketTiers ?? [DEFAULT_TIER];
  const circle = await circleColumns(db, viewer, body, null);

  const id = await withTransaction(db, async (tx) => {
    const row = await insertSocial(tx, {
      slug: makeSlug(body.title),
      title: body.title,
      description: body.description ?? '',
      htmlDescription: body.htmlDescription ?? null,
      cityId: body.cityId ?? null,
      eventAt: new Date(body.eventTimestamp),
      eventEndAt: new Date(body.eventEndTimestamp),
      timezone: body.timezone,
      isOnline: body.isOnline ?? false,
      onlineLink: body.onlineLink ?? null,
      isPublic: body.isPublic ?? false,
      venue: body.venue ?? null,
      venueData: body.venueData ?? null,
      splashImageUrl: body.splashImageUrl ?? null,
      maxCapacity: body.maxCapacity ?? null,
      tags: body.tags ?? [],
      requiresApproval: body.requiresApproval ?? false,
      waitlistPromotionMode: body.waitlistPromotionMode ?? 'MANUAL',
      cancellationWindow: body.cancellationWindow ?? null,
      noShowPolicy: body.noShowPolicy ?? DEFAULT_NO_SHOW_POLICY,
      questionnaire: body.questionnaire ?? [],
      limitsOrganizations: body.limitsOrganizations ?? false,
      inviteCode: body.inviteCode ?? null,
      ...attendanceColumns(body.attendance),
      ...circle,
      // A public social waits for staff review; a private one is never listed, so PENDING is harmless.
      publicApprovalStatus: 'PENDING',
      ownerId: viewer.userId,
    });
    await insertTiers(tx, row.id, tiers);
    await setCoHosts(tx, deps, { id: row.id, ownerId: viewer.userId, title: body.title, slug: row.slug }, body.hostIds ?? []);
    await deps.jobs.publish(tx, socialScheduled, { socialId: row.id, eventTimestamp: body.eventTimestamp });
    return row.id;
  });

  return (await getSocial(db, viewer, id)).social;
}

export async function getSocial(db: Db, viewer: Caller | null, id: string): Promise<{ social: Social; myRsvp: SocialDetail['myRsvp'] }> {
  const row = await findVisibleSocial(db, viewer, id);
  return loadSocialView(db, row, viewer);
}

/** A social's page, by id or slug: one query for an anonymous visitor, two more for a signed-in one (their RSVP, whom they follow). */
async function getSocialPage(db: Db, viewer: Caller | null, by: { id: string } | { slug: string }): Promise<SocialDetail> {
  const page = await findSocialPage(db, by);
  const row = requireVisibleSocial(viewer, page, await viewerInCircle(db, viewer, page));
  const { social, myRsvp } = await loadSocialView(db, row, viewer, page?.relations);
  return { ...social, myRsvp };
}

export function getSocialDetail(db: Db, viewer: Caller | null, id: string): Promise<SocialDetail> {
  return getSocialPage(db, viewer, { id });
}

export function getSocialDetailBySlug(db: Db, viewer: Caller | null, slug: string): Promise<SocialDetail> {
  return getSocialPage(db, viewer, { slug });
}

/** Existing tiers are matched by position; extra ones are added, missing ones removed if nobody holds a ticket. */
async function updateTiers(tx: Tx, socialId: string, inputs: readonly TicketTierInput[]): Promise<void> {
  const existing = await listTiersByPosition(tx, socialId);
  const errors: FieldError[] = [];
  for (const [i, input] of inputs.entries()) {
    const current = existing[i];
    if (current && input.quantity !== null && input.quantity < current.sold) {
      errors.push({ field: `body.ticketTiers.${i}.quantity`, message: `${current.sold} tickets of this tier are already taken` });
    }
  }
  const removed = existing.slice(inputs.length);
  if (removed.some((tier) => tier.sold > 0)) {
    errors.push({ field: 'body.ticketTiers', message: 'A tier with tickets taken cannot be removed' });
  }
  if (errors.length > 0) throw socialsError('INVALID_TICKET_TIERS', errors[0]?.message ?? 'Invalid ticket tiers', { fieldErrors: errors });

  for (const [i, input] of inputs.entries()) {
    const current = existing[i];
    if (current) await updateTier(tx, current.id, socialId, input, i);
  }
  await insertTiers(tx, socialId, inputs.slice(existing.length), existing.length);
  await deleteTiers(
    tx,
    removed.map((tier) => tier.id),
  );
}

/** What staff reviewed of a social; its tiers are read only when the edit names tiers. */
async function reviewedContentOf(db: DbOrTx, row: SocialRow, withTiers: boolean): Promise<ReviewedContent> {
  const tiers = withTiers ? await listTiersByPosition(db, row.id) : [];
  return {
    title: row.title,
    description: row.description,
    htmlDescription: row.htmlDescription,
    splashImageUrl: row.splashImageUrl,
    venue: row.venue,
    venueData: row.venueData,
    ticketTiers: tiers.map((tier) => ({ name: tier.name, type: tier.type, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents })),
  };
}

/**
 * Staff's decision in an edit, if it makes one: a status that moves, or a new reason for it. Declining
 * and asking for revision need a reason (approvalNeedsReason), which the host is told.
 */
function staffDecision(
  row: SocialRow,
  status: PublicApprovalStatus | undefined,
  reason: string | undefined,
): { status: PublicApprovalStatus; reason: string | null } | null {
  if (status === undefined) {
    if (reason !== undefined)
      throw fieldError('APPROVAL_REASON_WITHOUT_STATUS', 'body.publicApprovalReason', 'A reason goes with the approval status it explains');
    return null;
  }
  const given = reason?.trim() || null;
  if (approvalNeedsReason(status) && given === null) {
    throw fieldError('APPROVAL_REASON_REQUIRED', 'body.publicApprovalReason', 'Tell the host why: they see this reason');
  }
  if (status === row.publicApprovalStatus && given === row.publicApprovalReason) return null;
  return { status, reason: given };
}

/**
 * Edits a social (hosts and staff). Cancelling it this way is the same as POST
 * /socials/{id}/cancel: the attendees are told once.
 */
export async function updateSocial(deps: ServiceDeps, viewer: Caller, id: string, body: UpdateSocialBody): Promise<Social> {
  const { db } = deps;
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialManager(viewer, row, 'edit it');
  requireStaffFields(viewer, body);

  const eventAt = body.eventTimestamp ?? row.eventAt.getTime();
  const eventEndAt = body.eventEndTimestamp ?? row.eventEndAt.getTime();
  if (eventEndAt <= eventAt) throw fieldError('EVENT_ENDS_BEFORE_START', 'body.eventEndTimestamp', 'The event must end after it starts');
  if (body.maxCapacity != null && body.maxCapacity < row.confirmedPax) {
    throw fieldError('CAPACITY_BELOW_SEATS_TAKEN', 'body.maxCapacity', `${row.confirmedPax} seats are already taken`);
  }
  if (body.cityId !== undefined) await assertCityExists(db, body.cityId);
  if (body.hostIds !== undefined) await assertUsersExist(db, body.hostIds);
  const circle = await circleColumns(db, viewer, body, row);

  const {
    ticketTiers: tierInputs,
    hostIds,
    eventTimestamp,
    eventEndTimestamp,
    publicApprovalStatus,
    publicApprovalReason,
    attendance,
    isCancelled,
    circleId: _circleId,
    communityOnly: _communityOnly,
    ...fields
  } = body;
  const decision = staffDecision(row, publicApprovalStatus, publicApprovalReason);
  const status =
    publicApprovalStatus ??
    approvalStatusAfterEdit({
      status: row.publicApprovalStatus,
      isPublic: fields.isPublic ?? row.isPublic,
      byStaff: editsAsStaff(viewer),
      changesReviewedContent: changesReviewedContent(await reviewedContentOf(db, row, tierInputs !== undefined), { ...fields, ticketTiers: tierInputs }),
    });

  if (isCancelled === false && row.isCancelled) {
    throw fieldError(
      'SOCIAL_STAYS_CANCELLED',
      'body.isCancelled',
      'A cancelled social stays cancelled: its guests were told and refunded. Create a new social instead',
    );
  }
  try {
    await withTransaction(db, async (tx) => {
      await updateSocialColumns(tx, id, {
        ...fields,
        // Cancelling goes through markCancelled below, which tells the attendees and refunds them once.
        ...attendanceColumns(attendance),
        ...circle,
        ...(eventTimestamp !== undefined ? { eventAt: new Date(eventTimestamp) } : {}),
        ...(eventEndTimestamp !== undefined ? { eventEndAt: new Date(eventEndTimestamp) } : {}),
        publicApprovalStatus: status,
        ...(decision ? { publicApprovalReason: decision.reason, publicApprovalDecidedAt: new Date() } : {}),
        updatedAt: new Date(),
      });
      if (decision) await deps.jobs.publish(tx, publicApprovalDecided, { socialId: id, ...decision });
      if (eventTimestamp !== undefined && eventTimestamp !== row.eventAt.getTime())
        await deps.jobs.publish(tx, socialScheduled, { socialId: id, eventTimestamp });
      if (tierInputs !== undefined) await updateTiers(tx, id, tierInputs);
      if (hostIds !== undefined) await setCoHosts(tx, deps, { id, ownerId: row.ownerId, title: fields.title ?? row.title, slug: row.slug }, hostIds);
      // More seats, or switching to automatic promotion, lets the waitlist move up.
      if (isCancelled !== true) await deps.jobs.publish(tx, socialSeatsChanged, { socialId: id });
      if (isCancelled === true) await markCancelled(tx, deps, id);
    });
  } catch (error) {
    // Seats taken between our read and this write: the CHECK constraints refuse the smaller capacity.
    if (sqlStateOf(error) === CHECK_VIOLATION) throw socialsError('SEATS_TAKEN_EXCEED_CAPACITY', 'More seats are taken than the new capacity allows');
    throw error;
  }
  return (await getSocial(db, viewer, id)).social;
}

/**
 * Marks the social cancelled and, the first time only, publishes socialCancelled in the same
 * transaction: the guests' e-mails and refunds are jobs that follow from it, so a crash never
 * loses them and cancelling again starts none twice.
 */
async function markCancelled(tx: DbOrTx, deps: Pick<ServiceDeps, 'jobs'>, id: string): Promise<void> {
  if (await markSocialCancelled(tx, id)) await deps.jobs.publish(tx, socialCancelled, { socialId: id });
}

async function findHostedSocial(db: Db, viewer: Caller, id: string) {
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialManager(viewer, row, 'do this');
  return row;
}

/** POST /socials/{id}/cancel: hosts and staff cancel the event; the title then shows (CANCELLED) and attendees are e-mailed. */
export async function cancelSocial(deps: ServiceDeps, viewer: Caller, id: string): Promise<Social> {
  await findHostedSocial(deps.db, viewer, id);
  await withTransaction(deps.db, (tx) => markCancelled(tx, deps, id));
  return (await getSocial(deps.db, viewer, id)).social;
}

/**
 * GET /socials/{id}/duplicate: the social as a create body, for the host to adjust and POST. Nothing
 * is saved (a GET changes nothing); tiers come without their sales, attendance without its status.
 */
export async function duplicateSocial(db: Db, viewer: Caller, id: string): Promise<DuplicateSocialReply> {
  const row = await findHostedSocial(db, viewer, id);
  const tiers = await listTiersByPosition(db, id);
  return {
    ...hostSetFields(row),
    onlineLink: httpsLinkOrNull(row.onlineLink),
    venue: row.venue,
    venueData: row.venueData,
    ticketTiers: tiers.map((tier) => ({
      name: tier.name,
      type: tier.type,
      ticketPrice: tier.ticketPriceCents,
      depositAmount: tier.depositCents,
      pointsCost: tier.pointsCost,
      quantity: tier.quantity,
    })),
    // The copy names everyone the original did; each is invited to the new social.
    hostIds: [...row.hostIds, ...row.pendingHostIds],
    requiresApproval: row.requiresApproval,
    waitlistPromotionMode: row.waitlistPromotionMode,
    cancellationWindow: row.cancellationWindow,
    noShowPolicy: row.noShowPolicy,
    questionnaire: row.questionnaire,
    limitsOrganizations: row.limitsOrganizations,
    attendance: { methods: row.attendanceMethods, radiusMeters: row.attendanceRadiusMeters, venueCoordinate: row.attendanceCoordinate },
  };
}

/** GET /socials/{id}/calendar.ics: the event for calendars, with the location as far as the caller may see it. */
export async function socialCalendar(db: Db, viewer: Caller | null, id: string, publicUrl: string, now = Date.now()): Promise<string> {
  const { social } = await getSocial(db, viewer, id);
  const event = socialCalendarEvent(social, `${publicUrl}/socials/${encodeURIComponent(social.slug)}`);
  return buildIcsCalendar(event, now);
}

/** Soft delete: RSVPs and history stay, the social disappears for everyone but its hosts and staff. */
export async function deleteSocial(db: Db, viewer: Caller, id: string): Promise<void> {
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialOwner(viewer, row);
  await markSocialDeleted(db, id);
}
