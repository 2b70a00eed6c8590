import {
  assessHostReview,
  averageRating,
  summarizeRatingCounts,
  type AttendeeReview,
  type AttendeeReviewInput,
  type HostReview,
  type HostReviewFilter,
  type HostReviewInput,
  type HostReviewPage,
  type HostReviewPatch,
  type HostReviewReplyInput,
  type HostReviewsOfUser,
  type PublishedHostReviews,
  type SocialHostRating,
  type SocialReviewSummary,
} from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import type { Caller } from '../../core/caller';
import { findActiveRsvp, findRsvpOfSocial, type RsvpRow } from '../rsvps';
import { findVisibleSocial, requireSocialManager, type SocialWithHosts } from '../socials';
import { findUserById } from '../users';
import { hostReviewRefusalCode, reviewsError } from './reviews.errors';
import {
  canReadEveryReview,
  isHostOf,
  requireAuthor,
  requireAuthorOrStaff,
  requireModerator,
  requireOwnRsvp,
  requireReplier,
  requireVisibleReview,
} from './reviews.policy';
import {
  countPublishedRatings,
  deleteHostReview,
  findHostReview,
  findHostReviewIdOfAuthor,
  findUserSummaries,
  listHostReviews,
  listRatedHosts,
  updateHostReview,
  upsertAttendeeReview,
  upsertHostReview,
  type HostReviewChanges,
  type HostReviewListFilter,
  type HostReviewWithPeople,
  type ReviewReader,
} from './reviews.repo';
import { toAttendeeReview, toHostReview } from './reviews.views';

/** How many hosts the /hosts page ranks. */
const RATED_HOSTS_SHOWN = 50;

/** What may `viewer` do about the hosts of `social` with `rsvp` (assessHostReview). */
function assessReviewer(viewer: Caller, social: SocialWithHosts, rsvp: RsvpRow | null, now: Date) {
  return assessHostReview({
    // Without an RSVP the viewer was never checked in: INITIAL reads as such.
    rsvpStatus: rsvp?.status ?? 'INITIAL',
    isHost: isHostOf(social, viewer.userId),
    isCancelled: social.isCancelled,
    eventEndAt: social.eventEndAt.getTime(),
    now: now.getTime(),
  });
}

async function loadReview(db: DbOrTx, reviewId: string): Promise<HostReviewWithPeople> {
  const found = await findHostReview(db, reviewId);
  if (!found) throw reviewsError('NOT_FOUND', 'Review not found');
  return found;
}

/** The review as `viewer` may reach it: hidden ones only for their author and staff, a deleted social's only for its hosts and staff. */
async function findReachableReview(db: Db, viewer: Caller | null, reviewId: string): Promise<{ found: HostReviewWithPeople; social: SocialWithHosts }> {
  const found = requireVisibleReview(viewer, await findHostReview(db, reviewId));
  const social = await findVisibleSocial(db, viewer, found.review.socialId);
  return { found, social };
}

/**
 * PATCH /socials/{id}/rsvps/{r}/review: the attendee rates the social's hosts through their RSVP,
 * or changes their review. One per person per social (the unique index makes a second one an edit).
 */
export async function reviewHosts(db: Db, viewer: Caller, socialId: string, rsvpId: string, body: HostReviewInput, now = new Date()): Promise<HostReview> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const rsvp = await findRsvpOfSocial(db, socialId, rsvpId);
  if (!rsvp) throw reviewsError('NOT_FOUND', 'RSVP not found');
  requireOwnRsvp(viewer, rsvp);
  const assessment = assessReviewer(viewer, social, rsvp, now);
  if (!assessment.ok) throw reviewsError(hostReviewRefusalCode(assessment.reason), assessment.message);
  const row = await upsertHostReview(db, { socialId, rsvpId, authorId: viewer.userId, rating: body.rating, comment: body.comment ?? null }, now);
  return toHostReview(await loadReview(db, row.id), viewer);
}

/** PATCH /socials/{id}/rsvps/{r}/review/attendees/{a}: a host's private rating of an attendee, once the event has started (hosts and staff). */
export async function rateAttendee(
  db: Db,
  viewer: Caller,
  params: { socialId: string; rsvpId: string; attendeeId: string },
  body: AttendeeReviewInput,
  now = new Date(),
): Promise<AttendeeReview> {
  const social = await findVisibleSocial(db, viewer, params.socialId);
  requireSocialManager(viewer, social, 'rate its attendees');
  const rsvp = await findRsvpOfSocial(db, params.socialId, params.rsvpId);
  if (!rsvp || rsvp.userId !== params.attendeeId) throw reviewsError('NOT_FOUND', 'No such attendee on this RSVP');
  if (now < social.eventAt) throw reviewsError('REVIEW_EVENT_NOT_STARTED', 'Attendees can be rated once the event has started');
  const row = await upsertAttendeeReview(
    db,
    { rsvpId: rsvp.id, attendeeId: rsvp.userId, authorId: viewer.userId, rating: body.rating, note: body.note ?? null },
    now,
  );
  const [author] = await findUserSummaries(db, [viewer.userId]);
  if (!author) throw reviewsError('NOT_FOUND', 'User not found');
  return toAttendeeReview(row, author);
}

/** GET /socials/{id}/review/summary: the published reviews in figures, the viewer's own review and whether they may review. */
export async function getSocialReviewSummary(db: Db, viewer: Caller | null, socialId: string, now = new Date()): Promise<SocialReviewSummary> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const figures = summarizeRatingCounts(await countPublishedRatings(db, { socialId }));
  if (!viewer) return { ...figures, myReview: null, canReview: false, cannotReviewReason: 'Sign in to review the hosts' };
  const myReviewId = await findHostReviewIdOfAuthor(db, socialId, viewer.userId);
  const myReview = myReviewId ? toHostReview(await loadReview(db, myReviewId), viewer) : null;
  const assessment = assessReviewer(viewer, social, await findActiveRsvp(db, socialId, viewer.userId), now);
  return { ...figures, myReview, canReview: assessment.ok, cannotReviewReason: assessment.ok ? null : assessment.message };
}

/** GET /socials/{id}/host-rating: each host of the social, owner first, with the figures of every social they host. */
export async function getSocialHostRating(db: Db, viewer: Caller | null, socialId: string): Promise<SocialHostRating> {
  const social = await findVisibleSocial(db, viewer, socialId);
  const hostIds = [social.ownerId, ...social.hostIds.filter((id) => id !== social.ownerId)];
  const people = new Map((await findUserSummaries(db, hostIds)).map((person) => [person.id, person]));
  const hosts = await Promise.all(
    hostIds.map(async (hostId) => {
      const { count, average } = summarizeRatingCounts(await countPublishedRatings(db, { hostId }));
      const host = people.get(hostId);
      return host ? [{ host, count, average }] : [];
    }),
  );
  return { hosts: hosts.flat() };
}

/** Who reads a list (ReviewReader): a list across socials shows only listed socials' reviews, besides the reader's own. */
function readerOf(viewer: Caller | null, socials: 'listed' | 'any'): ReviewReader {
  return canReadEveryReview(viewer) ? { staff: true } : { staff: false, viewerId: viewer?.userId ?? null, socials };
}

/** The list filter's rows; null when it can select nothing (MY_REVIEWS of nobody signed in). */
function byFilter(filter: HostReviewFilter, viewer: Caller | null): Pick<HostReviewListFilter, 'withCommentOnly' | 'authorId'> | null {
  if (filter === 'COMMENTS_ONLY') return { withCommentOnly: true };
  if (filter === 'MY_REVIEWS') return viewer ? { authorId: viewer.userId } : null;
  return {};
}

const EMPTY_PAGE: HostReviewPage = { data: [], meta: { lastEvaluatedKey: null } };

async function pageOfReviews(
  db: Db,
  viewer: Caller | null,
  filter: HostReviewListFilter,
  query: { exclusiveStartKey?: string | undefined; limit: number },
): Promise<HostReviewPage> {
  const rows = await listHostReviews(db, filter, { after: decodeCursor(query.exclusiveStartKey), limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1]?.review;
  return {
    data: page.map((row) => toHostReview(row, viewer)),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: new Date(last.createdAt.getTime()), id: last.id }) : null },
  };
}

type ListQuery = { filter: HostReviewFilter; exclusiveStartKey?: string | undefined; limit: number };

/** GET /host-reviews/user/{id}: reviews of the socials a user hosts, newest first, with the figures of all their published ones. */
export async function listReviewsOfHost(db: Db, viewer: Caller | null, hostId: string, query: ListQuery): Promise<HostReviewsOfUser> {
  if (!(await findUserById(db, hostId))) throw reviewsError('NOT_FOUND', 'User not found');
  const selected = byFilter(query.filter, viewer);
  // Hosts see the reviews of all their socials; others, those of listed socials.
  const reader = readerOf(viewer, viewer?.userId === hostId ? 'any' : 'listed');
  const page = selected ? await pageOfReviews(db, viewer, { hostId, ...selected, reader }, query) : EMPTY_PAGE;
  return { ...page, summary: summarizeRatingCounts(await countPublishedRatings(db, { hostId })) };
}

/** GET /host-reviews/social/{id}: the social's reviews, newest first. */
export async function listReviewsOfSocial(db: Db, viewer: Caller | null, socialId: string, query: ListQuery): Promise<HostReviewPage> {
  await findVisibleSocial(db, viewer, socialId);
  const selected = byFilter(query.filter, viewer);
  // The social itself was reachable (a deleted one only for its hosts and staff): its reviews are too.
  return selected ? pageOfReviews(db, viewer, { socialId, ...selected, reader: readerOf(viewer, 'any') }, query) : EMPTY_PAGE;
}

/** GET /host-reviews/published: the newest reviews of listed socials (staff see every review, hidden ones marked) and the hosts rated best. */
export async function listPublishedReviews(db: Db, viewer: Caller | null, limit: number): Promise<PublishedHostReviews> {
  const recent = await listHostReviews(db, { reader: readerOf(viewer, 'listed') }, { after: null, limit });
  const rated = await listRatedHosts(db, RATED_HOSTS_SHOWN);
  return {
    data: recent.map((row) => toHostReview(row, viewer)),
    hosts: rated.map(({ host, count, total }) => ({ host, count, average: averageRating(total, count) })),
  };
}

/** POST /host-reviews/{id}/reply: a host of the reviewed social answers; answering again replaces the answer. */
export async function replyToReview(db: Db, viewer: Caller, reviewId: string, body: HostReviewReplyInput, now = new Date()): Promise<HostReview> {
  const { social } = await findReachableReview(db, viewer, reviewId);
  requireReplier(viewer, social);
  await updateHostReview(db, reviewId, { replyComment: body.comment, replyAuthorId: viewer.userId, repliedAt: now }, now);
  return toHostReview(await loadReview(db, reviewId), viewer);
}

/** The changes a PATCH asks for, after checking who may ask each (author: words; staff: visibility). */
function changesOf(viewer: Caller, review: HostReviewWithPeople['review'], body: HostReviewPatch): HostReviewChanges {
  const changes: HostReviewChanges = {};
  if (body.rating !== undefined || body.comment !== undefined) {
    requireAuthor(viewer, review);
    if (body.rating !== undefined) changes.rating = body.rating;
    if (body.comment !== undefined) changes.comment = body.comment;
  }
  if (body.hidden !== undefined) {
    requireModerator(viewer);
    const reason = body.reason?.trim() || null;
    if (body.hidden && !reason) {
      const message = 'Say why the review is hidden';
      throw reviewsError('REVIEW_REASON_REQUIRED', message, { fieldErrors: [{ field: 'body.reason', message }] });
    }
    Object.assign(changes, { hidden: body.hidden, moderationReason: reason, moderatedById: viewer.userId });
  }
  if (Object.keys(changes).length === 0) throw reviewsError('REVIEW_NOTHING_TO_CHANGE', 'Send a rating, a comment, or hidden with a reason');
  return changes;
}

/** PATCH /host-reviews/{id}: the author changes rating or comment; staff hide it (with a reason) or show it again. */
export async function changeReview(db: Db, viewer: Caller, reviewId: string, body: HostReviewPatch, now = new Date()): Promise<HostReview> {
  const { found } = await findReachableReview(db, viewer, reviewId);
  await updateHostReview(db, reviewId, changesOf(viewer, found.review, body), now);
  return toHostReview(await loadReview(db, reviewId), viewer);
}

/** DELETE /host-reviews/{id}: the author or staff remove a review for good; the author may then write a new one. */
export async function deleteReview(db: Db, viewer: Caller, reviewId: string): Promise<void> {
  const { found } = await findReachableReview(db, viewer, reviewId);
  requireAuthorOrStaff(viewer, found.review);
  await deleteHostReview(db, reviewId);
}
