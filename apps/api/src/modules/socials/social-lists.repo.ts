import type { PublicApprovalStatus, RsvpStatus } from '@socials/domain';
import { and, arrayOverlaps, asc, count, desc, eq, exists, gt, gte, ilike, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import type { PageCursor } from '../../core/keyset-paging';
import { hostSubscriptions, rsvps, socialHosts, socials, ticketTiers, type SocialRow } from '../../db/schema';

/** Which socials a list holds: every field given narrows it. Deleted socials are never listed. */
export interface SocialRowFilter {
  isPublic?: boolean;
  /** Not COMMUNITY_ONLY: public lists (and the cached answers built from them) never show members-only socials. */
  openToAll?: true;
  /** In any of these approval statuses. */
  approvalStatuses?: readonly PublicApprovalStatus[];
  /** In this approval status (besides approvalStatuses, when both are given). */
  approvalStatus?: PublicApprovalStatus | undefined;
  cityId?: string | undefined;
  /** Ends after this time: upcoming or under way. */
  endsAfter?: Date;
  /** Has ended by this time. */
  endedBy?: Date;
  startsBefore?: Date;
  startsFrom?: Date;
  /** Owned or co-hosted (accepted) by this user. */
  hostedBy?: string;
  /** Owned or co-hosted (accepted) by a host this user follows. */
  hostedByFollowedOf?: string;
  /** This user has an RSVP to it in one of these statuses. */
  rsvpedBy?: { userId: string; statuses: readonly RsvpStatus[] };
  /** Has at least one of these tags. */
  tagsAny?: readonly string[] | undefined;
  /** In the title, description or tags, as typed (no pattern characters). */
  text?: string | undefined;
  /** Has a tier asking for money (PAID), or none (FREE). */
  price?: 'FREE' | 'PAID' | undefined;
}

/** One keyset page in (event time, id) order: `after` is where the previous page ended. */
export interface SocialRowPage {
  order: 'asc' | 'desc';
  after: PageCursor | null;
  limit: number;
}

/** `%text%` for ILIKE, with the pattern characters in the text matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A tier asking for money (isPaidTicketTier, in SQL). */
const paidTier = or(eq(ticketTiers.type, 'PAID'), gt(ticketTiers.ticketPriceCents, 0), gt(ticketTiers.depositCents, 0));

/** Owned or co-hosted (accepted) by the user. */
function hostedBy(db: DbOrTx, userId: string): SQL | undefined {
  const coHosted = db
    .select({ id: socialHosts.socialId })
    .from(socialHosts)
    .where(and(eq(socialHosts.userId, userId), eq(socialHosts.status, 'ACCEPTED')));
  return or(eq(socials.ownerId, userId), inArray(socials.id, coHosted));
}

/** Owned or co-hosted (accepted) by a host the user follows. */
function hostedByFollowedOf(db: DbOrTx, userId: string): SQL | undefined {
  const followed = db.select({ id: hostSubscriptions.hostId }).from(hostSubscriptions).where(eq(hostSubscriptions.userId, userId));
  const coHosted = db
    .select({ id: socialHosts.socialId })
    .from(socialHosts)
    .where(and(inArray(socialHosts.userId, followed), eq(socialHosts.status, 'ACCEPTED')));
  return or(inArray(socials.ownerId, followed), inArray(socials.id, coHosted));
}

function conditionsOf(db: DbOrTx, filter: SocialRowFilter): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(socials.isDeleted, false)];
  if (filter.isPublic !== undefined) where.push(eq(socials.isPublic, filter.isPublic));
  if (filter.openToAll) where.push(eq(socials.communityOnly, false));
  if (filter.approvalStatuses) where.push(inArray(socials.publicApprovalStatus, [...filter.approvalStatuses]));
  if (filter.approvalStatus) where.push(eq(socials.publicApprovalStatus, filter.approvalStatus));
  if (filter.cityId) where.push(eq(socials.cityId, filter.cityId));
  if (filter.endsAfter) where.push(gt(socials.eventEndAt, filter.endsAfter));
  if (filter.endedBy) where.push(lte(socials.eventEndAt, filter.endedBy));
  if (filter.startsBefore) where.push(lt(socials.eventAt, filter.startsBefore));
  if (filter.startsFrom) where.push(gte(socials.eventAt, filter.startsFrom));
  if (filter.hostedBy) where.push(hostedBy(db, filter.hostedBy));
  if (filter.hostedByFollowedOf) where.push(hostedByFollowedOf(db, filter.hostedByFollowedOf));
  if (filter.rsvpedBy) {
    const rsvped = db
      .select({ id: rsvps.socialId })
      .from(rsvps)
      .where(and(eq(rsvps.userId, filter.rsvpedBy.userId), inArray(rsvps.status, [...filter.rsvpedBy.statuses])));
    where.push(inArray(socials.id, rsvped));
  }
  if (filter.tagsAny && filter.tagsAny.length > 0) where.push(arrayOverlaps(socials.tags, [...filter.tagsAny]));
  if (filter.text) {
    const pattern = containsPattern(filter.text);
    where.push(or(ilike(socials.title, pattern), ilike(socials.description, pattern), sql`array_to_string(${socials.tags}, ' ') ilike ${pattern}`));
  }
  if (filter.price) {
    const hasPaidTier = exists(
      db
        .select({ one: sql`1` })
        .from(ticketTiers)
        .where(and(eq(ticketTiers.socialId, socials.id), paidTier)),
    );
    where.push(filter.price === 'PAID' ? hasPaidTier : not(hasPaidTier));
  }
  return where;
}

/** Up to `page.limit` socials matching `filter`, from where the previous page ended, by event time then id. */
export function listSocialRows(db: DbOrTx, filter: SocialRowFilter, page: SocialRowPage): Promise<SocialRow[]> {
  const where = conditionsOf(db, filter);
  const after = page.order === 'asc' ? gt : lt;
  if (page.after) where.push(or(after(socials.eventAt, page.after.at), and(eq(socials.eventAt, page.after.at), after(socials.id, page.after.id))));
  const sort = page.order === 'asc' ? asc : desc;
  return db
    .select()
    .from(socials)
    .where(and(...where))
    .orderBy(sort(socials.eventAt), sort(socials.id))
    .limit(page.limit);
}

/** How many socials matching `filter` are in each approval status (statuses with none are left out). */
export function countSocialsByApprovalStatus(db: DbOrTx, filter: SocialRowFilter): Promise<{ status: PublicApprovalStatus; n: number }[]> {
  return db
    .select({ status: socials.publicApprovalStatus, n: count() })
    .from(socials)
    .where(and(...conditionsOf(db, filter)))
    .groupBy(socials.publicApprovalStatus);
}
