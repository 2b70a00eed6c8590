import type { Config } from '../../core/config';
import {
  canSeeVenueAddress,
  findActiveRsvp,
  httpsLinkOrNull,
  lowestTicketPrice,
  maskVenueData,
  remainingQuantity,
  type Rsvp,
  type Social,
  type TicketTier,
  type UserSummary,
} from '@socials/domain';
import type { DbOrTx } from '../../core/db';
import { descriptionHtml } from '../../core/safe-html';
import type { Caller } from '../../core/caller';
import { isHostOrStaff } from './socials.policy';
import {
  listActiveRsvpsOfUser,
  listFollowedHostIds,
  listHostsOfSocials,
  listTiersOfSocials,
  listUserSummaries,
  type RsvpRow,
  type SocialRelations,
  type SocialRow,
  type TicketTierRow,
} from './socials.repo';

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
    // Spec's htmlDescription: the host's Markdown or HTML, sanitised on the server (the page renders it as is).
    htmlDescription: descriptionHtml(row.description, row.htmlDescription),
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
    pointsCost: row.pointsCost,
    quantity: row.quantity,
    remainingQuantity: remainingQuantity(row),
  };
}

const UNKNOWN_USER: Omit<UserSummary, 'id'> = { slug: '', displayName: null, firstName: null, lastName: null, photoPath: null };

async function loadRelations(db: DbOrTx, rows: readonly SocialRow[]): Promise<SocialRelations> {
  const ids = rows.map((row) => row.id);
  const [tierRows, hostRows, ownerRows] = await Promise.all([
    listTiersOfSocials(db, ids),
    listHostsOfSocials(db, ids),
    listUserSummaries(db, [...new Set(rows.map((row) => row.ownerId))]),
  ]);
  return { tierRows, hostRows, ownerRows };
}

/**
 * Socials as a given caller sees them, with their tiers, owner, co-hosts and the caller's active
 * RSVP. Loads everything for the whole list in a fixed number of queries, fewer when the rows'
 * relations came with them (findSocialPage), none for an anonymous caller then.
 */
export async function loadSocialViews(
  db: DbOrTx,
  rows: readonly SocialRow[],
  viewer: Caller | null,
  relations?: SocialRelations,
): Promise<{ social: Social; myRsvp: Rsvp | null }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);

  const [{ tierRows, hostRows, ownerRows }, viewerRsvpRows, followed] = await Promise.all([
    relations ?? loadRelations(db, rows),
    viewer ? listActiveRsvpsOfUser(db, viewer.userId, ids) : Promise.resolve([] as RsvpRow[]),
    viewer ? listFollowedHostIds(db, viewer.userId) : Promise.resolve([]),
  ]);
  const followedHostIds = new Set(followed);

  const owners = new Map(ownerRows.map((owner) => [owner.id, owner]));
  return rows.map((row) => {
    const named = hostRows.filter((host) => host.socialId === row.id);
    // Only co-hosts who accepted are hosts; the social's managers also see whom they invited.
    const hosts = named.filter((host) => host.status === 'ACCEPTED').map(({ socialId: _socialId, status: _status, ...host }) => host);
    const owner = owners.get(row.ownerId) ?? { id: row.ownerId, ...UNKNOWN_USER };
    const myRsvpRow = findActiveRsvp(viewerRsvpRows.filter((rsvp) => rsvp.socialId === row.id));
    const showAddress = canSeeVenueAddress({ owner, hosts }, viewer, myRsvpRow);
    const hostIds = hosts.map((host) => host.id);
    const allHostIds = [owner.id, ...hostIds];
    const managedByViewer = isHostOrStaff({ ownerId: owner.id, hostIds }, viewer);
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
      venue: showAddress ? row.venue : row.venueData?.name || null,
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
      circleId: row.circleId,
      communityOnly: row.communityOnly,
      requiresInviteCode: row.inviteCode !== null,
      inviteCode: managedByViewer ? row.inviteCode : null,
      // The join link is the online event's address: whoever may see the address sees it.
      onlineLink: showAddress ? httpsLinkOrNull(row.onlineLink) : null,
      publicApprovalReason: managedByViewer ? row.publicApprovalReason : null,
      publicApprovalDecidedAt: managedByViewer ? (row.publicApprovalDecidedAt?.getTime() ?? null) : null,
      href: `/socials/${encodeURIComponent(row.slug)}`,
      paymentInfo: { ticketPrice: lowestTicketPrice(socialTiers) },
      createdAt: row.createdAt.getTime(),
      updatedAt: row.updatedAt.getTime(),
    };
    return { social, myRsvp: myRsvpRow ? toRsvp(myRsvpRow, viewer?.userId ?? null) : null };
  });
}

export async function loadSocialView(db: DbOrTx, row: SocialRow, viewer: Caller | null, relations?: SocialRelations) {
  const [view] = await loadSocialViews(db, [row], viewer, relations);
  if (!view) throw new Error('loadSocialViews returned nothing for one row');
  return view;
}

/** The public page of a social. */
export function socialUrl(config: Pick<Config, 'publicUrl'>, social: { slug: string }): string {
  return `${config.publicUrl}/socials/${encodeURIComponent(social.slug)}`;
}
