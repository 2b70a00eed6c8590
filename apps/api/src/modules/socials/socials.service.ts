import { randomBytes } from 'node:crypto';
import {
  DEFAULT_NO_SHOW_POLICY,
  approvalStatusAfterEdit,
  changesReviewedContent,
  type ReviewedContent,
  buildIcsCalendar,
  socialCalendarEvent,
  type DuplicateSocialReply,
  LISTED_APPROVAL_STATUSES,
  type AttendanceSettingsInput,
  type CreateSocialBody,
  type FieldError,
  type PageQuery,
  type Paged,
  type PublicSocialsQuery,
  type ReviewingPublicityQuery,
  type Social,
  type SocialDetail,
  type TicketTierInput,
  type UpdateSocialBody,
} from '@socials/domain';
import { and, asc, desc, eq, gt, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../core/db';
import { cities, socialHosts, socials, ticketTiers, users, type SocialRow } from '../../db/schema';
import { badRequest, conflict } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';
import { CHECK_VIOLATION, sqlStateOf } from '../../core/pg-errors';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import type { ServiceDeps } from '../../http/route-deps';
import { socialCancelled, socialSeatsChanged } from './socials.events';
import { requireSocialManager, requireSocialOwner, requireStaffFields } from './socials.policy';
import { setCoHosts } from './co-hosts.service';
import { findVisibleSocial, findVisibleSocialBySlug, hostSetFields, loadSocialView, loadSocialViews } from './socials.views';


const DEFAULT_TIER: TicketTierInput = { name: 'General Admission', type: 'FREE', ticketPrice: 0, depositAmount: 0, quantity: null };

/** Readable and unique: the title's words plus a short random suffix, e.g. "founders-breakfast-k3f9qa". */
function makeSlug(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = BigInt(`0x${randomBytes(5).toString('hex')}`).toString(36).padStart(6, '0').slice(-6);
  return `${base || 'social'}-${suffix}`;
}

function fieldError(field: string, message: string) {
  return badRequest(`${field}: ${message}`, [{ field, message }]);
}

async function assertCityExists(db: Db, cityId: string | null | undefined): Promise<void> {
  if (cityId === null || cityId === undefined) return;
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw fieldError('body.cityId', 'Unknown city');
}

async function assertUsersExist(db: Db, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, [...userIds]));
  if (found.length !== new Set(userIds).size) throw fieldError('body.hostIds', 'Unknown user');
}

function tierValues(socialId: string, tier: TicketTierInput, position: number) {
  return {
    socialId,
    name: tier.name,
    type: tier.type,
    ticketPriceCents: tier.ticketPrice,
    depositCents: tier.depositAmount,
    quantity: tier.quantity,
    position,
  };
}

/** The columns of the attendance settings a create or edit names; what it leaves out keeps its value (or default). */
function attendanceColumns(input: AttendanceSettingsInput | undefined) {
  return {
    ...(input?.methods !== undefined ? { attendanceMethods: input.methods } : {}),
    ...(input?.radiusMeters !== undefined ? { attendanceRadiusMeters: input.radiusMeters } : {}),
    ...(input?.venueCoordinate !== undefined ? { attendanceCoordinate: input.venueCoordinate } : {}),
  };
}

export async function createSocial(deps: ServiceDeps, viewer: RequestAuth, body: CreateSocialBody): Promise<Social> {
  const { db } = deps;
  await assertCityExists(db, body.cityId);
  await assertUsersExist(db, body.hostIds ?? []);
  const tiers = body.ticketTiers ?? [DEFAULT_TIER];

  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(socials)
      .values({
        slug: makeSlug(body.title),
        title: body.title,
        description: body.description ?? '',
        htmlDescription: body.htmlDescription ?? null,
        cityId: body.cityId ?? null,
        eventAt: new Date(body.eventTimestamp),
        eventEndAt: new Date(body.eventEndTimestamp),
        timezone: body.timezone,
        isOnline: body.isOnline ?? false,
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
        // A public social waits for staff review; a private one is never listed, so PENDING is harmless.
        publicApprovalStatus: 'PENDING',
        ownerId: viewer.userId,
      })
      .returning({ id: socials.id, slug: socials.slug });
    if (!row) throw new Error('Insert returned no row');
    await tx.insert(ticketTiers).values(tiers.map((tier, i) => tierValues(row.id, tier, i)));
    await setCoHosts(tx, deps, { id: row.id, ownerId: viewer.userId, title: body.title, slug: row.slug }, body.hostIds ?? []);
    return row.id;
  });

  return (await getSocial(db, viewer, id)).social;
}

export async function getSocial(db: Db, viewer: RequestAuth | null, id: string): Promise<{ social: Social; myRsvp: SocialDetail['myRsvp'] }> {
  const row = await findVisibleSocial(db, viewer, id);
  return loadSocialView(db, row, viewer);
}

export async function getSocialDetail(db: Db, viewer: RequestAuth | null, id: string): Promise<SocialDetail> {
  const { social, myRsvp } = await getSocial(db, viewer, id);
  return { ...social, myRsvp };
}

export async function getSocialDetailBySlug(db: Db, viewer: RequestAuth | null, slug: string): Promise<SocialDetail> {
  const { social, myRsvp } = await loadSocialView(db, await findVisibleSocialBySlug(db, viewer, slug), viewer);
  return { ...social, myRsvp };
}

/** Existing tiers are matched by position; extra ones are added, missing ones removed if nobody holds a ticket. */
async function updateTiers(tx: Tx, socialId: string, inputs: readonly TicketTierInput[]): Promise<void> {
  const existing = await tx.select().from(ticketTiers).where(eq(ticketTiers.socialId, socialId)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
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
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? 'Invalid ticket tiers', errors);

  for (const [i, input] of inputs.entries()) {
    const current = existing[i];
    if (current) await tx.update(ticketTiers).set(tierValues(socialId, input, i)).where(eq(ticketTiers.id, current.id));
    else await tx.insert(ticketTiers).values(tierValues(socialId, input, i));
  }
  if (removed.length > 0) await tx.delete(ticketTiers).where(inArray(ticketTiers.id, removed.map((tier) => tier.id)));
}

/** What staff reviewed of a social; its tiers are read only when the edit names tiers. */
async function reviewedContentOf(db: Db, row: SocialRow, withTiers: boolean): Promise<ReviewedContent> {
  const tiers = withTiers ? await db.select().from(ticketTiers).where(eq(ticketTiers.socialId, row.id)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id)) : [];
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
 * Edits a social (hosts and staff). Cancelling it this way is the same as POST
 * /socials/{id}/cancel: the attendees are told once.
 */
export async function updateSocial(deps: ServiceDeps, viewer: RequestAuth, id: string, body: UpdateSocialBody): Promise<Social> {
  const { db } = deps;
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialManager(viewer, row, 'edit it');
  requireStaffFields(viewer, body);

  const eventAt = body.eventTimestamp ?? row.eventAt.getTime();
  const eventEndAt = body.eventEndTimestamp ?? row.eventEndAt.getTime();
  if (eventEndAt <= eventAt) throw fieldError('body.eventEndTimestamp', 'The event must end after it starts');
  if (body.maxCapacity != null && body.maxCapacity < row.confirmedPax) {
    throw fieldError('body.maxCapacity', `${row.confirmedPax} seats are already taken`);
  }
  if (body.cityId !== undefined) await assertCityExists(db, body.cityId);
  if (body.hostIds !== undefined) await assertUsersExist(db, body.hostIds);

  const { ticketTiers: tierInputs, hostIds, eventTimestamp, eventEndTimestamp, publicApprovalStatus, attendance, isCancelled, ...fields } = body;
  const status = publicApprovalStatus ?? approvalStatusAfterEdit({
    status: row.publicApprovalStatus,
    isPublic: fields.isPublic ?? row.isPublic,
    byStaff: viewer.isAdmin,
    changesReviewedContent: changesReviewedContent(await reviewedContentOf(db, row, tierInputs !== undefined), { ...fields, ticketTiers: tierInputs }),
  });

  if (isCancelled === false && row.isCancelled) {
    throw fieldError('body.isCancelled', 'A cancelled social stays cancelled: its guests were told and refunded. Create a new social instead');
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(socials)
        .set({
          ...fields,
          // Cancelling goes through markCancelled below, which tells the attendees and refunds them once.
          ...attendanceColumns(attendance),
          ...(eventTimestamp !== undefined ? { eventAt: new Date(eventTimestamp) } : {}),
          ...(eventEndTimestamp !== undefined ? { eventEndAt: new Date(eventEndTimestamp) } : {}),
          publicApprovalStatus: status,
          updatedAt: new Date(),
        })
        .where(eq(socials.id, id));
      if (tierInputs !== undefined) await updateTiers(tx, id, tierInputs);
      if (hostIds !== undefined) await setCoHosts(tx, deps, { id, ownerId: row.ownerId, title: fields.title ?? row.title, slug: row.slug }, hostIds);
      // More seats, or switching to automatic promotion, lets the waitlist move up.
      if (isCancelled !== true) await deps.jobs.publish(tx, socialSeatsChanged, { socialId: id });
      if (isCancelled === true) await markCancelled(tx, deps, id);
    });
  } catch (error) {
    // Seats taken between our read and this write: the CHECK constraints refuse the smaller capacity.
    if (sqlStateOf(error) === CHECK_VIOLATION) throw conflict('More seats are taken than the new capacity allows');
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
  const changed = await tx
    .update(socials)
    .set({ isCancelled: true, updatedAt: new Date() })
    .where(and(eq(socials.id, id), eq(socials.isCancelled, false)))
    .returning({ id: socials.id });
  if (changed.length > 0) await deps.jobs.publish(tx, socialCancelled, { socialId: id });
}

async function findHostedSocial(db: Db, viewer: RequestAuth, id: string) {
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialManager(viewer, row, 'do this');
  return row;
}

/** POST /socials/{id}/cancel: hosts and staff cancel the event; the title then shows (CANCELLED) and attendees are e-mailed. */
export async function cancelSocial(deps: ServiceDeps, viewer: RequestAuth, id: string): Promise<Social> {
  await findHostedSocial(deps.db, viewer, id);
  await deps.db.transaction((tx) => markCancelled(tx, deps, id));
  return (await getSocial(deps.db, viewer, id)).social;
}

/**
 * GET /socials/{id}/duplicate: the social as a create body, for the host to adjust and POST. Nothing
 * is saved (a GET changes nothing); tiers come without their sales, attendance without its status.
 */
export async function duplicateSocial(db: Db, viewer: RequestAuth, id: string): Promise<DuplicateSocialReply> {
  const row = await findHostedSocial(db, viewer, id);
  const tiers = await db.select().from(ticketTiers).where(eq(ticketTiers.socialId, id)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
  return {
    ...hostSetFields(row),
    venue: row.venue,
    venueData: row.venueData,
    ticketTiers: tiers.map((tier) => ({
      name: tier.name,
      type: tier.type,
      ticketPrice: tier.ticketPriceCents,
      depositAmount: tier.depositCents,
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
export async function socialCalendar(db: Db, viewer: RequestAuth | null, id: string, publicUrl: string, now = Date.now()): Promise<string> {
  const { social } = await getSocial(db, viewer, id);
  const event = socialCalendarEvent(social, `${publicUrl}/socials/${encodeURIComponent(social.slug)}`);
  return buildIcsCalendar(event, now);
}

/** Soft delete: RSVPs and history stay, the social disappears for everyone but its hosts and staff. */
export async function deleteSocial(db: Db, viewer: RequestAuth, id: string): Promise<void> {
  const row = await findVisibleSocial(db, viewer, id);
  requireSocialOwner(viewer, row);
  await db.update(socials).set({ isDeleted: true, updatedAt: new Date() }).where(eq(socials.id, id));
}

export type Order = 'asc' | 'desc';

/** One keyset page ordered by (event_at, id): stable under inserts, and event times are whole milliseconds. */
export async function pageOfSocials(
  db: Db,
  viewer: RequestAuth | null,
  where: SQL[],
  page: { exclusiveStartKey?: string | undefined; limit: number },
  order: Order,
): Promise<Paged<Social>> {
  const cursor = decodeCursor(page.exclusiveStartKey);
  const after = order === 'asc' ? gt : lt;
  const conditions = [...where];
  if (cursor) {
    const keyset = or(after(socials.eventAt, cursor.at), and(eq(socials.eventAt, cursor.at), after(socials.id, cursor.id)));
    if (keyset) conditions.push(keyset);
  }
  const sort = order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(socials)
    .where(and(...conditions))
    .orderBy(sort(socials.eventAt), sort(socials.id))
    .limit(page.limit + 1);

  const pageRows = rows.slice(0, page.limit);
  const last = pageRows[pageRows.length - 1];
  const views = await loadSocialViews(db, pageRows, viewer);
  return {
    data: views.map((view) => view.social),
    meta: { lastEvaluatedKey: rows.length > page.limit && last ? encodeCursor({ at: last.eventAt, id: last.id }) : null },
  };
}

/** Upcoming, approved public socials, soonest first. */
export function listPublicSocials(db: Db, viewer: RequestAuth | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  const where = [
    eq(socials.isPublic, true),
    eq(socials.isDeleted, false),
    inArray(socials.publicApprovalStatus, [...LISTED_APPROVAL_STATUSES]),
    gt(socials.eventEndAt, now),
  ];
  if (query.cityId) where.push(eq(socials.cityId, query.cityId));
  return pageOfSocials(db, viewer, where, query, 'asc');
}

/** The socials the caller owns or co-hosts, latest event first. */
export function listHostedSocials(db: Db, viewer: RequestAuth, query: PageQuery): Promise<Paged<Social>> {
  const coHosted = db.select({ id: socialHosts.socialId }).from(socialHosts).where(and(eq(socialHosts.userId, viewer.userId), eq(socialHosts.status, 'ACCEPTED')));
  const mine = or(eq(socials.ownerId, viewer.userId), inArray(socials.id, coHosted));
  return pageOfSocials(db, viewer, [eq(socials.isDeleted, false), ...(mine ? [mine] : [])], query, 'desc');
}

/**
 * The staff review queue: upcoming public socials, optionally in one approval status, soonest
 * first. Finished socials are left out: their publicity no longer matters.
 */
export function listSocialsForReview(db: Db, viewer: RequestAuth, query: ReviewingPublicityQuery, now = new Date()): Promise<Paged<Social>> {
  const where = [eq(socials.isPublic, true), eq(socials.isDeleted, false), gt(socials.eventEndAt, now)];
  if (query.status) where.push(eq(socials.publicApprovalStatus, query.status));
  return pageOfSocials(db, viewer, where, query, 'asc');
}
