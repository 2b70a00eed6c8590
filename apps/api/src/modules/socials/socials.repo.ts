import { INACTIVE_RSVP_STATUSES, type TicketTierInput, type UserSummary } from '@socials/domain';
import { and, asc, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  cities,
  hostSubscriptions,
  rsvps,
  socialHosts,
  socials,
  ticketTiers,
  users,
  type CoHostStatus,
  type RsvpRow,
  type SocialRow,
  type TicketTierRow,
} from '../../db/schema';

export type { RsvpRow, SocialRow, TicketTierRow };
/** The columns a new social is stored with (those left out take their defaults). */
export type NewSocialRow = typeof socials.$inferInsert;
/** Columns of a social to change. */
export type SocialChanges = Partial<Omit<NewSocialRow, 'id'>>;

/** A social row with its co-hosts: those who accepted (hostIds), and those invited who have not yet. */
export type SocialWithHosts = SocialRow & { hostIds: string[]; pendingHostIds: string[] };

/** The columns of a user that anyone may see (UserSummary). */
export const userSummaryColumns = {
  id: users.id,
  slug: users.slug,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: users.photoPath,
};

export async function findSocialById(db: DbOrTx, id: string): Promise<SocialRow | null> {
  const [row] = await db.select().from(socials).where(eq(socials.id, id)).limit(1);
  return row ?? null;
}

/** The social row with its co-host ids, or null when there is no such social. */
export function findSocialRow(db: DbOrTx, id: string): Promise<SocialWithHosts | null> {
  return findSocialRowWhere(db, eq(socials.id, id));
}

async function findSocialRowWhere(db: DbOrTx, where: SQL): Promise<SocialWithHosts | null> {
  const [row] = await db.select().from(socials).where(where).limit(1);
  if (!row) return null;
  const hosts = await db.select({ userId: socialHosts.userId, status: socialHosts.status }).from(socialHosts).where(eq(socialHosts.socialId, row.id));
  return {
    ...row,
    hostIds: hosts.filter((host) => host.status === 'ACCEPTED').map((host) => host.userId),
    pendingHostIds: hosts.filter((host) => host.status === 'PENDING').map((host) => host.userId),
  };
}

/** What the page of a social shows besides its row: its tiers, its named co-hosts and its owner, as the list loaders give them. */
export interface SocialRelations {
  tierRows: TicketTierRow[];
  hostRows: HostOfSocial[];
  ownerRows: UserSummary[];
}

/** A named co-host of a social (accepted or invited) with who they are. */
export type HostOfSocial = UserSummary & { socialId: string; status: CoHostStatus };

/** The user summary columns of `users u` as a JSON object with the API's names. */
const USER_SUMMARY_JSON = sql.raw(
  `'id', u.id, 'slug', u.slug, 'displayName', u.display_name, 'firstName', u.first_name, 'lastName', u.last_name, 'photoPath', u.photo_path`,
);

/**
 * The social with its co-host ids and everything its page shows, in one query (the event page's
 * read, which anonymous visitors make most): tiers by position, co-hosts by first name, the owner.
 * The subqueries name the outer row as socials.* in full: Drizzle writes a column of a one-table
 * select unqualified, which inside a subquery would mean the subquery's own column.
 */
export async function findSocialPage(db: DbOrTx, by: { id: string } | { slug: string }): Promise<(SocialWithHosts & { relations: SocialRelations }) | null> {
  const [row] = await db
    .select({
      ...getTableColumns(socials),
      tierRows: sql<TicketTierRow[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'socialId', t.social_id, 'name', t.name, 'type', t.type, 'ticketPriceCents', t.ticket_price_cents,
          'depositCents', t.deposit_cents, 'pointsCost', t.points_cost, 'quantity', t.quantity, 'sold', t.sold, 'position', t.position) order by t.position asc, t.id asc)
        from ticket_tiers t where t.social_id = socials.id), '[]'::json)`,
      hostRows: sql<HostOfSocial[]>`coalesce((
        select json_agg(json_build_object('socialId', h.social_id, 'status', h.status, ${USER_SUMMARY_JSON}) order by u.first_name asc, u.id asc)
        from social_hosts h join users u on u.id = h.user_id where h.social_id = socials.id), '[]'::json)`,
      ownerRows: sql<
        UserSummary[]
      >`coalesce((select json_agg(json_build_object(${USER_SUMMARY_JSON})) from users u where u.id = socials.owner_id), '[]'::json)`,
    })
    .from(socials)
    .where('id' in by ? eq(socials.id, by.id) : eq(socials.slug, by.slug))
    .limit(1);
  if (!row) return null;
  const { tierRows, hostRows, ownerRows, ...social } = row;
  return {
    ...social,
    hostIds: hostRows.filter((host) => host.status === 'ACCEPTED').map((host) => host.id),
    pendingHostIds: hostRows.filter((host) => host.status === 'PENDING').map((host) => host.id),
    relations: { tierRows, hostRows, ownerRows },
  };
}

export async function insertSocial(db: DbOrTx, values: NewSocialRow): Promise<{ id: string; slug: string }> {
  const [row] = await db.insert(socials).values(values).returning({ id: socials.id, slug: socials.slug });
  if (!row) throw new Error('Insert returned no row');
  return row;
}

export async function updateSocialColumns(db: DbOrTx, id: string, changes: SocialChanges): Promise<void> {
  await db.update(socials).set(changes).where(eq(socials.id, id));
}

/** Marks the social cancelled; true only for the call that cancelled it (false when it already was). */
export async function markSocialCancelled(db: DbOrTx, id: string): Promise<boolean> {
  const changed = await db
    .update(socials)
    .set({ isCancelled: true, updatedAt: new Date() })
    .where(and(eq(socials.id, id), eq(socials.isCancelled, false)))
    .returning({ id: socials.id });
  return changed.length > 0;
}

export async function markSocialDeleted(db: DbOrTx, id: string): Promise<void> {
  await db.update(socials).set({ isDeleted: true, updatedAt: new Date() }).where(eq(socials.id, id));
}

export async function cityExists(db: DbOrTx, cityId: string): Promise<boolean> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  return city !== undefined;
}

/** Which of these user ids belong to a user. */
export async function listExistingUserIds(db: DbOrTx, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return found.map((row) => row.id);
}

export function listUserSummaries(db: DbOrTx, userIds: readonly string[]): Promise<UserSummary[]> {
  return db
    .select(userSummaryColumns)
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The tiers of a social in the order hosts set them. */
export function listTiersByPosition(db: DbOrTx, socialId: string): Promise<TicketTierRow[]> {
  return db.select().from(ticketTiers).where(eq(ticketTiers.socialId, socialId)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
}

/** The tiers of several socials, each social's in the order hosts set them. */
export function listTiersOfSocials(db: DbOrTx, socialIds: readonly string[]): Promise<TicketTierRow[]> {
  return db
    .select()
    .from(ticketTiers)
    .where(inArray(ticketTiers.socialId, [...socialIds]))
    .orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
}

function tierColumns(socialId: string, tier: TicketTierInput, position: number) {
  return {
    socialId,
    name: tier.name,
    type: tier.type,
    ticketPriceCents: tier.ticketPrice,
    depositCents: tier.depositAmount,
    pointsCost: tier.pointsCost ?? 0,
    quantity: tier.quantity,
    position,
  };
}

/** Adds tiers to a social, the first at `firstPosition` and each next one after it. */
export async function insertTiers(db: DbOrTx, socialId: string, tiers: readonly TicketTierInput[], firstPosition = 0): Promise<void> {
  if (tiers.length === 0) return;
  await db.insert(ticketTiers).values(tiers.map((tier, i) => tierColumns(socialId, tier, firstPosition + i)));
}

export async function updateTier(db: DbOrTx, tierId: string, socialId: string, tier: TicketTierInput, position: number): Promise<void> {
  await db
    .update(ticketTiers)
    .set(tierColumns(socialId, tier, position))
    .where(eq(ticketTiers.id, tierId));
}

export async function deleteTiers(db: DbOrTx, tierIds: readonly string[]): Promise<void> {
  if (tierIds.length === 0) return;
  await db.delete(ticketTiers).where(inArray(ticketTiers.id, [...tierIds]));
}

/** The named co-hosts of several socials (accepted or invited) with who they are, by first name. */
export function listHostsOfSocials(db: DbOrTx, socialIds: readonly string[]): Promise<HostOfSocial[]> {
  return db
    .select({ socialId: socialHosts.socialId, status: socialHosts.status, ...userSummaryColumns })
    .from(socialHosts)
    .innerJoin(users, eq(users.id, socialHosts.userId))
    .where(inArray(socialHosts.socialId, [...socialIds]))
    .orderBy(asc(users.firstName), asc(users.id));
}

/**
 * The user's active RSVPs (not a draft, not cancelled) to these socials, oldest first. A user has
 * at most one per social (the rsvps_one_active_per_user index).
 */
export function listActiveRsvpsOfUser(db: DbOrTx, userId: string, socialIds: readonly string[]): Promise<RsvpRow[]> {
  return db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.userId, userId), inArray(rsvps.socialId, [...socialIds]), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES])))
    .orderBy(asc(rsvps.createdAt));
}

/** The hosts the user follows. */
export async function listFollowedHostIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ hostId: hostSubscriptions.hostId }).from(hostSubscriptions).where(eq(hostSubscriptions.userId, userId));
  return rows.map((row) => row.hostId);
}
