import {
  LISTED_APPROVAL_STATUSES,
  type HomepageFeatureQuery,
  type PageQuery,
  type Paged,
  type PublicSocialsQuery,
  type SearchSocialsBody,
  type Social,
} from '@socials/domain';
import { and, arrayOverlaps, eq, exists, gt, gte, ilike, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { hostSubscriptions, rsvps, socialHosts, socials, ticketTiers } from '../../db/schema';
import type { RequestAuth } from '../../http/plugins/auth';
import { pageOfSocials } from './socials.service';

const WEEK_MS = 7 * 24 * 3_600_000;

/** Public socials staff approved for listing (they may be over already). */
function listed(cityId?: string): SQL[] {
  const where = [eq(socials.isPublic, true), eq(socials.isDeleted, false), inArray(socials.publicApprovalStatus, [...LISTED_APPROVAL_STATUSES])];
  if (cityId) where.push(eq(socials.cityId, cityId));
  return where;
}

const featured = eq(socials.publicApprovalStatus, 'APPROVED_FEATURE');
const upcoming = (now: Date) => gt(socials.eventEndAt, now);
const over = (now: Date) => lte(socials.eventEndAt, now);

/** GET /socials/public-feature: upcoming featured socials, soonest first. */
export function listFeaturedSocials(db: Db, viewer: RequestAuth | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, [...listed(query.cityId), featured, upcoming(now)], query, 'asc');
}

/** GET /socials/homepage-feature: one section of the home page (SocialHomeSection), soonest first. */
export function listHomepageSection(db: Db, viewer: RequestAuth | null, query: HomepageFeatureQuery, now = new Date()): Promise<Paged<Social>> {
  const weekEnd = new Date(now.getTime() + WEEK_MS);
  const section: Record<HomepageFeatureQuery['section'], SQL[]> = {
    SPOTLIGHT: [featured, upcoming(now)],
    THIS_WEEK: [upcoming(now), lt(socials.eventAt, weekEnd)],
    UPCOMING: [gte(socials.eventAt, weekEnd)],
  };
  return pageOfSocials(db, viewer, [...listed(query.cityId), ...section[query.section]], query, 'asc');
}

/** GET /socials/past (and /getPastSocialsV2): listed socials that are over, latest first. */
export function listPastSocials(db: Db, viewer: RequestAuth | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, [...listed(query.cityId), over(now)], query, 'desc');
}

/** GET /socials/past-feature: featured socials that are over, latest first. */
export function listPastFeaturedSocials(db: Db, viewer: RequestAuth | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, [...listed(query.cityId), featured, over(now)], query, 'desc');
}

/** GET /socials/subscribed: upcoming listed socials that a host the caller follows owns or co-hosts, soonest first. */
export function listSubscribedSocials(db: Db, viewer: RequestAuth, query: PageQuery, now = new Date()): Promise<Paged<Social>> {
  const followed = db.select({ id: hostSubscriptions.hostId }).from(hostSubscriptions).where(eq(hostSubscriptions.userId, viewer.userId));
  const coHostedByFollowed = db
    .select({ id: socialHosts.socialId })
    .from(socialHosts)
    .where(and(inArray(socialHosts.userId, followed), eq(socialHosts.status, 'ACCEPTED')));
  const byFollowedHost = or(inArray(socials.ownerId, followed), inArray(socials.id, coHostedByFollowed));
  return pageOfSocials(db, viewer, [...listed(), upcoming(now), ...(byFollowedHost ? [byFollowedHost] : [])], query, 'asc');
}

/** GET /socials/my-past: socials that are over which the caller was confirmed for (APPROVED or ATTENDED), latest first. */
export function listMyPastSocials(db: Db, viewer: RequestAuth, query: PageQuery, now = new Date()): Promise<Paged<Social>> {
  const attended = db
    .select({ id: rsvps.socialId })
    .from(rsvps)
    .where(and(eq(rsvps.userId, viewer.userId), inArray(rsvps.status, ['APPROVED', 'ATTENDED'])));
  return pageOfSocials(db, viewer, [eq(socials.isDeleted, false), over(now), inArray(socials.id, attended)], query, 'desc');
}

/** `%text%` for ILIKE, with the pattern characters in the text matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A tier asking for money (isPaidTicketTier, in SQL). */
const paidTier = or(eq(ticketTiers.type, 'PAID'), gt(ticketTiers.ticketPriceCents, 0), gt(ticketTiers.depositCents, 0));

/** POST /socials/search: listed public socials matching every filter given, soonest first. */
export function searchSocials(db: Db, viewer: RequestAuth | null, body: SearchSocialsBody, now = new Date()): Promise<Paged<Social>> {
  const where = [...listed(body.cityId), gt(socials.eventEndAt, body.from === undefined ? now : new Date(body.from))];
  if (body.to !== undefined) where.push(lt(socials.eventAt, new Date(body.to)));
  if (body.tags && body.tags.length > 0) where.push(arrayOverlaps(socials.tags, body.tags));
  if (body.text) {
    const pattern = containsPattern(body.text);
    const matches = or(ilike(socials.title, pattern), ilike(socials.description, pattern), sql`array_to_string(${socials.tags}, ' ') ilike ${pattern}`);
    if (matches) where.push(matches);
  }
  if (body.price) {
    const hasPaidTier = exists(
      db
        .select({ one: sql`1` })
        .from(ticketTiers)
        .where(and(eq(ticketTiers.socialId, socials.id), paidTier)),
    );
    where.push(body.price === 'PAID' ? hasPaidTier : not(hasPaidTier));
  }
  return pageOfSocials(db, viewer, where, body, 'asc');
}
