import {
  LISTED_APPROVAL_STATUSES,
  PublicApprovalStatus,
  type HomepageFeatureQuery,
  type HostedSocialsQuery,
  type PageQuery,
  type Paged,
  type PublicSocialsQuery,
  type ReviewingPublicityQuery,
  type ReviewingPublicitySummary,
  type RsvpStatus,
  type SearchSocialsBody,
  type Social,
} from '@socials/domain';
import type { Db } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import type { Caller } from '../../core/caller';
import { countSocialsByApprovalStatus, listSocialRows, type SocialRowFilter } from './social-lists.repo';
import { loadSocialViews } from './socials.views';

const WEEK_MS = 7 * 24 * 3_600_000;
/** RSVPs of someone who was confirmed for the social. */
const CONFIRMED_RSVP_STATUSES: readonly RsvpStatus[] = ['APPROVED', 'ATTENDED'];

/** Public socials staff approved for listing (they may be over already). */
function listed(cityId?: string): SocialRowFilter {
  return { isPublic: true, openToAll: true, approvalStatuses: LISTED_APPROVAL_STATUSES, cityId };
}

const featured: SocialRowFilter = { approvalStatus: 'APPROVED_FEATURE' };
const upcoming = (now: Date): SocialRowFilter => ({ endsAfter: now });
const over = (now: Date): SocialRowFilter => ({ endedBy: now });

/** One keyset page ordered by (event_at, id): stable under inserts, and event times are whole milliseconds. */
async function pageOfSocials(
  db: Db,
  viewer: Caller | null,
  filter: SocialRowFilter,
  page: { exclusiveStartKey?: string | undefined; limit: number },
  order: 'asc' | 'desc',
): Promise<Paged<Social>> {
  const rows = await listSocialRows(db, filter, { order, after: decodeCursor(page.exclusiveStartKey), limit: page.limit + 1 });
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows[pageRows.length - 1];
  const views = await loadSocialViews(db, pageRows, viewer);
  return {
    data: views.map((view) => view.social),
    meta: { lastEvaluatedKey: rows.length > page.limit && last ? encodeCursor({ at: last.eventAt, id: last.id }) : null },
  };
}

/** Upcoming, approved public socials, soonest first. */
export function listPublicSocials(db: Db, viewer: Caller | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...listed(query.cityId), ...upcoming(now) }, query, 'asc');
}

/**
 * The socials the caller owns or co-hosts: the upcoming ones soonest first, the past ones latest
 * first, or (no `when`) all of them latest first.
 */
export function listHostedSocials(db: Db, viewer: Caller, query: HostedSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  const hosted: SocialRowFilter = { hostedBy: viewer.userId };
  if (query.when === 'upcoming') return pageOfSocials(db, viewer, { ...hosted, ...upcoming(now) }, query, 'asc');
  if (query.when === 'past') return pageOfSocials(db, viewer, { ...hosted, ...over(now) }, query, 'desc');
  return pageOfSocials(db, viewer, hosted, query, 'desc');
}

/**
 * The staff review queue: upcoming public socials, optionally in one approval status, soonest
 * first. Finished socials are left out: their publicity no longer matters.
 */
export function listSocialsForReview(db: Db, viewer: Caller, query: ReviewingPublicityQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { isPublic: true, ...upcoming(now), approvalStatus: query.status }, query, 'asc');
}

/** GET /socials/reviewing-publicity/summary: how many of the socials under review are in each approval status (staff). */
export async function summarizeSocialsForReview(db: Db, _viewer: Caller, now = new Date()): Promise<ReviewingPublicitySummary> {
  const counts = Object.fromEntries(PublicApprovalStatus.options.map((status) => [status, 0])) as ReviewingPublicitySummary['counts'];
  for (const { status, n } of await countSocialsByApprovalStatus(db, { isPublic: true, ...upcoming(now) })) counts[status] = n;
  return { counts };
}

/** GET /socials/public-feature: upcoming featured socials, soonest first. */
export function listFeaturedSocials(db: Db, viewer: Caller | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...listed(query.cityId), ...featured, ...upcoming(now) }, query, 'asc');
}

/** GET /socials/homepage-feature: one section of the home page (SocialHomeSection), soonest first. */
export function listHomepageSection(db: Db, viewer: Caller | null, query: HomepageFeatureQuery, now = new Date()): Promise<Paged<Social>> {
  const weekEnd = new Date(now.getTime() + WEEK_MS);
  const section: Record<HomepageFeatureQuery['section'], SocialRowFilter> = {
    SPOTLIGHT: { ...featured, ...upcoming(now) },
    THIS_WEEK: { ...upcoming(now), startsBefore: weekEnd },
    UPCOMING: { startsFrom: weekEnd },
  };
  return pageOfSocials(db, viewer, { ...listed(query.cityId), ...section[query.section] }, query, 'asc');
}

/** GET /socials/past (and /getPastSocialsV2): listed socials that are over, latest first. */
export function listPastSocials(db: Db, viewer: Caller | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...listed(query.cityId), ...over(now) }, query, 'desc');
}

/** GET /socials/past-feature: featured socials that are over, latest first. */
export function listPastFeaturedSocials(db: Db, viewer: Caller | null, query: PublicSocialsQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...listed(query.cityId), ...featured, ...over(now) }, query, 'desc');
}

/** GET /socials/subscribed: upcoming listed socials that a host the caller follows owns or co-hosts, soonest first. */
export function listSubscribedSocials(db: Db, viewer: Caller, query: PageQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...listed(), ...upcoming(now), hostedByFollowedOf: viewer.userId }, query, 'asc');
}

/** GET /socials/my-past: socials that are over which the caller was confirmed for (APPROVED or ATTENDED), latest first. */
export function listMyPastSocials(db: Db, viewer: Caller, query: PageQuery, now = new Date()): Promise<Paged<Social>> {
  return pageOfSocials(db, viewer, { ...over(now), rsvpedBy: { userId: viewer.userId, statuses: CONFIRMED_RSVP_STATUSES } }, query, 'desc');
}

/** POST /socials/search: listed public socials matching every filter given, soonest first. */
export function searchSocials(db: Db, viewer: Caller | null, body: SearchSocialsBody, now = new Date()): Promise<Paged<Social>> {
  const filter: SocialRowFilter = {
    ...listed(body.cityId),
    endsAfter: body.from === undefined ? now : new Date(body.from),
    ...(body.to !== undefined ? { startsBefore: new Date(body.to) } : {}),
    tagsAny: body.tags,
    text: body.text,
    price: body.price,
  };
  return pageOfSocials(db, viewer, filter, body, 'asc');
}
