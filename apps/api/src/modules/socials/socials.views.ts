import type { Config } from '../../core/config';
import {
  canSeeVenueAddress,
  findActiveRsvp,
  isSocialHost,
  INACTIVE_RSVP_STATUSES,
  lowestTicketPrice,
  maskVenueData,
  remainingQuantity,
  type Rsvp,
  type Social,
  type TicketTier,
  type UserSummary,
} from '@socials/domain';
import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { hostSubscriptions, rsvps, socialHosts, socials, ticketTiers, users, type RsvpRow, type SocialRow, type TicketTierRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { RequestAuth } from '../../http/plugins/auth';

/** The columns of a user that anyone may see (UserSummary). */
export const userSummaryColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: users.photoPath,
};

/**
 * An RSVP as `viewerId` sees it: the ticket code goes to the attendee only, since whoever holds
 * it can have the attendee checked in.
 */
export function toRsvp(row: RsvpRow, viewerId: string | null, user?: UserSummary): Rsvp {
  return {
    id: row.id,
    socialId: row.socialId,
    userId: row.userId,
    ticketTierId: row.ticketTierId,
    status: row.status,
    grade: row.grade,
    answers: row.answers,
    hideFromGuestList: row.hideFromGuestList,
    attendedAt: row.attendedAt?.getTime() ?? null,
    cancellation: row.cancellation,
    ticketCode: row.userId === viewerId ? row.ticketCode : null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    ...(user ? { user } : {}),
  };
}

/** The fields a host sets that every reader sees as stored (the venue is masked separately). */
export function hostSetFields(row: SocialRow) {
  return {
    title: row.title,
    description: row.description,
    htmlDescription: row.htmlDescription,
    cityId: row.cityId,
    eventTimestamp: row.eventAt.getTime(),
    eventEndTimestamp: row.eventEndAt.getTime(),
    timezone: row.timezone,
    isOnline: row.isOnline,
    isPublic: row.isPublic,
    splashImageUrl: row.splashImageUrl,
    maxCapacity: row.maxCapacity,
    tags: row.tags,
  };
}

export function toTicketTier(row: TicketTierRow): TicketTier {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ticketPrice: row.ticketPriceCents,
    depositAmount: row.depositCents,
    quantity: row.quantity,
    remainingQuantity: remainingQuantity(row),
  };
}

const UNKNOWN_USER: Omit<UserSummary, 'id'> = { slug: '', displayName: null, firstName: null, lastName: null, photoPath: null };

/**
 * Socials as a given caller sees them, with their tiers, owner, co-hosts and the caller's active
 * RSVP. Loads everything for the whole list in a fixed number of queries.
 */
export async function loadSocialViews(
  db: Db,
  rows: readonly SocialRow[],
  viewer: RequestAuth | null,
): Promise<{ social: Social; myRsvp: Rsvp | null }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.map((row) => row.ownerId))];

  const [tierRows, hostRows, ownerRows, viewerRsvpRows, followed] = await Promise.all([
    db.select().from(ticketTiers).where(inArray(ticketTiers.socialId, ids)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id)),
    db
      .select({ socialId: socialHosts.socialId, status: socialHosts.status, ...userSummaryColumns })
      .from(socialHosts)
      .innerJoin(users, eq(users.id, socialHosts.userId))
      .where(inArray(socialHosts.socialId, ids))
      .orderBy(asc(users.firstName), asc(users.id)),
    db.select(userSummaryColumns).from(users).where(inArray(users.id, ownerIds)),
    viewer
      ? db
          .select()
          .from(rsvps)
          .where(and(eq(rsvps.userId, viewer.userId), inArray(rsvps.socialId, ids), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES])))
          .orderBy(asc(rsvps.createdAt))
      : Promise.resolve([] as RsvpRow[]),
    viewer ? db.select({ hostId: hostSubscriptions.hostId }).from(hostSubscriptions).where(eq(hostSubscriptions.userId, viewer.userId)) : Promise.resolve([]),
  ]);
  const followedHostIds = new Set(followed.map((row) => row.hostId));

  const owners = new Map(ownerRows.map((owner) => [owner.id, owner]));
  return rows.map((row) => {
    const named = hostRows.filter((host) => host.socialId === row.id);
    // Only co-hosts who accepted are hosts; the social's managers also see whom they invited.
    const hosts = named.filter((host) => host.status === 'ACCEPTED').map(({ socialId: _socialId, status: _status, ...host }) => host);
    const owner = owners.get(row.ownerId) ?? { id: row.ownerId, ...UNKNOWN_USER };
    const myRsvpRow = findActiveRsvp(viewerRsvpRows.filter((rsvp) => rsvp.socialId === row.id));
    const showAddress = canSeeVenueAddress({ owner, hosts }, viewer, myRsvpRow);
    const allHostIds = [owner.id, ...hosts.map((host) => host.id)];
    const managedByViewer = viewer !== null && (viewer.isAdmin || allHostIds.includes(viewer.userId));
    const shownHosts = managedByViewer ? named.map(({ socialId: _socialId, status: _status, ...host }) => host) : hosts;
    const pendingHostIds = managedByViewer ? named.filter((host) => host.status === 'PENDING').map((host) => host.id) : [];
    const socialTiers = tierRows.filter((tier) => tier.socialId === row.id).map(toTicketTier);
    const social: Social = {
      id: row.id,
      slug: row.slug,
      ...hostSetFields(row),
      isDeleted: row.isDeleted,
      isCancelled: row.isCancelled,
      // `venue` is free text that may hold the address or the meeting link, so it goes with the address.
      venue: showAddress ? row.venue : (row.venueData?.name || null),
      venueData: row.venueData === null ? null : showAddress ? { ...row.venueData, maskedVenue: false } : maskVenueData(row.venueData),
      confirmedPax: row.confirmedPax,
      ticketTiers: socialTiers,
      publicApprovalStatus: row.publicApprovalStatus,
      owner,
      hosts: shownHosts,
      pendingHostIds,
      requiresApproval: row.requiresApproval,
      waitlistPromotionMode: row.waitlistPromotionMode,
      cancellationWindow: row.cancellationWindow,
      noShowPolicy: row.noShowPolicy,
      questionnaire: row.questionnaire,
      limitsOrganizations: row.limitsOrganizations,
      attendance: {
        methods: row.attendanceMethods,
        radiusMeters: row.attendanceRadiusMeters,
        // The check-in point is as telling as the address, so it is masked with it.
        venueCoordinate: showAddress ? row.attendanceCoordinate : null,
        status: row.attendanceStatus,
      },
      isSubscribedAllHosts: viewer !== null && allHostIds.every((id) => followedHostIds.has(id)),
      isOfficial: row.isOfficial,
      requiresInviteCode: row.inviteCode !== null,
      inviteCode: managedByViewer ? row.inviteCode : null,
      href: `/socials/${encodeURIComponent(row.slug)}`,
      paymentInfo: { ticketPrice: lowestTicketPrice(socialTiers) },
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
    };
    return { social, myRsvp: myRsvpRow ? toRsvp(myRsvpRow, viewer?.userId ?? null) : null };
  });
}

export async function loadSocialView(db: Db, row: SocialRow, viewer: RequestAuth | null) {
  const [view] = await loadSocialViews(db, [row], viewer);
  if (!view) throw new Error('loadSocialViews returned nothing for one row');
  return view;
}

/** A social row with its co-hosts: those who accepted (hostIds), and those invited who have not yet. */
export type SocialWithHosts = SocialRow & { hostIds: string[]; pendingHostIds: string[] };

/** The social row with its co-host ids, or null when there is no such social. */
export async function findSocialRow(db: Db, id: string): Promise<SocialWithHosts | null> {
  return findSocialRowWhere(db, eq(socials.id, id));
}

/** The social row matching `where` (its id or its slug) with its co-host ids, or null. */
async function findSocialRowWhere(db: Db, where: SQL): Promise<SocialWithHosts | null> {
  const [row] = await db.select().from(socials).where(where).limit(1);
  if (!row) return null;
  const hosts = await db.select({ userId: socialHosts.userId, status: socialHosts.status }).from(socialHosts).where(eq(socialHosts.socialId, row.id));
  return {
    ...row,
    hostIds: hosts.filter((host) => host.status === 'ACCEPTED').map((host) => host.userId),
    pendingHostIds: hosts.filter((host) => host.status === 'PENDING').map((host) => host.userId),
  };
}

/** For isSocialHost: the owner and co-hosts of a row from findSocialRow. */
export function hostShape(row: { ownerId: string; hostIds: readonly string[] }) {
  return { owner: { id: row.ownerId }, hosts: row.hostIds.map((id) => ({ id })) };
}

/** The owner, a co-host or staff: who may manage a social. */
export function isHostOrStaff(social: SocialWithHosts, viewer: RequestAuth | null): boolean {
  return viewer !== null && (viewer.isAdmin || isSocialHost(hostShape(social), viewer.userId));
}

/**
 * The social as the caller may reach it: 404 when there is none, and when it is deleted and the
 * caller is neither a host nor staff (a 403 would tell them it was there).
 */
export async function findVisibleSocial(db: Db, viewer: RequestAuth | null, id: string): Promise<SocialWithHosts> {
  return visibleOrNotFound(await findSocialRow(db, id), viewer);
}

/** As findVisibleSocial, by slug (the event page's lookup) in one query fewer than slug → id → row. */
export async function findVisibleSocialBySlug(db: Db, viewer: RequestAuth | null, slug: string): Promise<SocialWithHosts> {
  return visibleOrNotFound(await findSocialRowWhere(db, eq(socials.slug, slug)), viewer);
}

function visibleOrNotFound(social: SocialWithHosts | null, viewer: RequestAuth | null): SocialWithHosts {
  if (!social || (social.isDeleted && !isHostOrStaff(social, viewer))) throw notFound('Social not found');
  return social;
}

/** The public page of a social. */
export function socialUrl(config: Pick<Config, 'publicUrl'>, social: { slug: string }): string {
  return `${config.publicUrl}/socials/${encodeURIComponent(social.slug)}`;
}
