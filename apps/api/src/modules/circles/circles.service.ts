import {
  buildIcsFeed,
  circleSlugFromName,
  maskVenueData,
  socialCalendarEvent,
  type CircleCalendarLink,
  joinOutcome,
  type AddCircleMemberBody,
  type Circle,
  type CircleMember,
  type CircleMemberPage,
  CircleMembersQuery,
  type CirclePage,
  CircleSearchQuery,
  CreateCircleBody,
  type DecideCircleRequestsBody,
  type PageQuery,
  type ReferralCheck,
  UpdateCircleBody,
  type UpdateCircleMemberBody,
  type VerifiedEmailNeed,
  type VisibleSocials,
} from '@socials/domain';
import type { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../core/config';
import type { Db, DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../core/pg-errors';
import type { JobQueue } from '../../core/jobs';
import { withTransaction } from '../../core/transaction';
import type { Caller } from '../../core/caller';
import { requireVerifiedEmail, verifiedEmailNeed } from '../verification';
import {
  deleteMemberships,
  findMembership,
  paysForMembership,
  findReferrer,
  findUserSummary,
  insertMembership,
  listMembers,
  membershipsIn,
  updateMembership,
  type CircleMemberRow,
} from './circle-membership.repo';
import { circleCalendarToken, readCircleCalendarToken } from './circle-calendar-token';
import { paidMemberLeft } from './circles.events';
import { saveMembershipPrice } from './circle-prices.repo';
import {
  findCircle,
  insertCircle,
  listCircleCalendarSocials,
  listCircleSocials,
  listCircles,
  updateCircle as updateCircleRow,
  type CircleFilter,
  type CircleWithOwner,
} from './circles.repo';
import {
  canSeeContentOf,
  canSeeMemberPayments,
  canSeeMembersOnlySocials,
  isCircleManager,
  requireCircleContent,
  requireCircleManager,
  requireCircleOwner,
  requireVisibleCircle,
  standingOf,
} from './circles.policy';
import { toCircle, toCircleMember, toCircleSocial } from './circles.views';
import { circlesError } from './circles.errors';

function invalidCircle(field: string, message: string) {
  return circlesError('INVALID_CIRCLE', message, { fieldErrors: [{ field, message }] });
}

/** The circle and the caller's row in it, as far as the caller may reach it. */
async function reachCircle(db: DbOrTx, viewer: Caller | null, by: { id: string } | { slug: string }) {
  const found = await findCircle(db, by);
  const mine = found && viewer ? await findMembership(db, found.circle.id, viewer.userId) : null;
  return { found: requireVisibleCircle(viewer, found, standingOf(mine)), mine };
}

async function circleView(db: DbOrTx, viewer: Caller | null, id: string): Promise<Circle> {
  const { found, mine } = await reachCircle(db, viewer, { id });
  return toCircle(found, mine, viewer);
}

/** A slug nobody has: the one asked for, or one made from the name (with a random ending if taken). */
async function freeSlug(db: DbOrTx, name: string, asked: string | undefined): Promise<string> {
  if (asked) {
    if (await findCircle(db, { slug: asked })) throw invalidCircle('body.slug', 'Another circle has this address');
    return asked;
  }
  const base = circleSlugFromName(name);
  return (await findCircle(db, { slug: base })) ? `${base}-${randomBytes(3).toString('hex')}` : base;
}

/** A slug taken between the check and the write is the same 400. */
async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw invalidCircle('body.slug', 'Another circle has this address');
    throw error;
  }
}

/** A price from a circle form: null (or both intervals left out) makes the circle free. */
async function setMembershipPrice(tx: DbOrTx, circleId: string, price: z.output<typeof CreateCircleBody>['membershipPrice'], currency: string): Promise<void> {
  if (price === undefined) return;
  await saveMembershipPrice(tx, circleId, { monthlyCents: price?.monthlyCents ?? null, yearlyCents: price?.yearlyCents ?? null, currency });
}

export async function createCircle(db: Db, viewer: Caller, body: z.output<typeof CreateCircleBody>, currency: string): Promise<Circle> {
  const id = await withUniqueSlug(() =>
    withTransaction(db, async (tx) => {
      const slug = await freeSlug(tx, body.name, body.slug);
      const circle = await insertCircle(tx, {
        slug,
        name: body.name,
        description: body.description,
        coverUrl: body.coverUrl ?? null,
        visibility: body.visibility,
        joinPolicy: body.joinPolicy,
        requiredVerifiedEmail: body.requiredVerifiedEmail,
        ownerId: viewer.userId,
      });
      await insertMembership(tx, { circleId: circle.id, userId: viewer.userId, role: 'owner', status: 'ACTIVE' });
      await setMembershipPrice(tx, circle.id, body.membershipPrice, currency);
      return circle.id;
    }),
  );
  return circleView(db, viewer, id);
}

export async function updateCircle(db: Db, viewer: Caller, id: string, body: z.output<typeof UpdateCircleBody>, currency: string): Promise<Circle> {
  await withUniqueSlug(() =>
    withTransaction(db, async (tx) => {
      const { found, mine } = await reachCircle(tx, viewer, { id });
      requireCircleManager(viewer, standingOf(mine), 'edit it');
      if (body.slug !== undefined && body.slug !== found.circle.slug) await freeSlug(tx, found.circle.name, body.slug);
      const { membershipPrice, ...changes } = body;
      await updateCircleRow(tx, id, changes);
      await setMembershipPrice(tx, id, membershipPrice, currency);
    }),
  );
  return circleView(db, viewer, id);
}

/** GET /circles/{id}/emails/needVerify: whether joining asks for a verified e-mail, and whether the caller has it. */
export async function circleVerifiedEmailNeed(db: Db, viewer: Caller | null, id: string): Promise<VerifiedEmailNeed> {
  const { found } = await reachCircle(db, viewer, { id });
  return verifiedEmailNeed(db, viewer, found.circle.requiredVerifiedEmail);
}

export async function getCircle(db: Db, viewer: Caller | null, by: { id: string } | { slug: string }): Promise<Circle> {
  const { found, mine } = await reachCircle(db, viewer, by);
  return toCircle(found, mine, viewer);
}

/** One page of circles with the caller's row in each. */
async function circlePage(db: Db, viewer: Caller | null, filter: CircleFilter, query: PageQuery): Promise<CirclePage> {
  const limit = query.limit;
  const rows = await listCircles(db, filter, decodeCursor(query.exclusiveStartKey), limit);
  const mine = viewer
    ? await membershipsIn(
        db,
        rows.map((row) => row.circle.id),
        viewer.userId,
      )
    : new Map<string, CircleMemberRow>();
  const last = rows.at(-1);
  return {
    data: rows.map((row: CircleWithOwner) => toCircle(row, mine.get(row.circle.id) ?? null, viewer)),
    meta: { lastEvaluatedKey: rows.length === limit && last ? encodeCursor({ at: last.circle.createdAt, id: last.circle.id }) : null },
  };
}

/** GET /getPublicCircles: PUBLIC and COMMUNITY_ONLY circles, newest first. */
export function listPublicCircles(db: Db, viewer: Caller | null, query: PageQuery): Promise<CirclePage> {
  return circlePage(db, viewer, { listed: true }, query);
}

export function searchCircles(db: Db, viewer: Caller | null, query: z.output<typeof CircleSearchQuery>): Promise<CirclePage> {
  return circlePage(db, viewer, { listed: true, ...(query.q ? { text: query.q } : {}) }, query);
}

/** What another area needs to decide about a circle for the caller: the circle (404 where the caller may not see it) and their place in it. */
export interface CircleAccess {
  circle: { id: string; slug: string; name: string; ownerId: string };
  /** An ACTIVE member (owner, host or member). */
  isMember: boolean;
  /** The owner or an active host, or staff. */
  canManage: boolean;
  /** Sees the circle's members and members' content (everyone in a PUBLIC circle). */
  canSeeContent: boolean;
}

/** The circle as the caller reaches it (posts and blasts decide with this; 404 for a circle the caller may not see). */
export async function circleAccessFor(db: DbOrTx, viewer: Caller | null, circleId: string): Promise<CircleAccess> {
  const { found, mine } = await reachCircle(db, viewer, { id: circleId });
  const standing = standingOf(mine);
  const { id, slug, name, ownerId } = found.circle;
  return {
    circle: { id, slug, name, ownerId },
    isMember: standing?.status === 'ACTIVE',
    canManage: isCircleManager(viewer, standing),
    canSeeContent: canSeeContentOf(viewer, found.circle, standing),
  };
}

/** GET /circles/me: every circle the caller is in, asked to join or is invited to. */
export function listMyCircles(db: Db, viewer: Caller, query: PageQuery): Promise<CirclePage> {
  return circlePage(db, viewer, { memberId: viewer.userId }, query);
}

export async function listCircleMembers(db: Db, viewer: Caller | null, id: string, query: z.output<typeof CircleMembersQuery>): Promise<CircleMemberPage> {
  const { found, mine } = await reachCircle(db, viewer, { id });
  if (query.status === 'ACTIVE') requireCircleContent(viewer, found, standingOf(mine));
  else requireCircleManager(viewer, standingOf(mine), 'see its requests and invitations');
  const rows = await listMembers(db, id, query.status, decodeCursor(query.exclusiveStartKey), query.limit);
  const seesPayments = (userId: string) => canSeeMemberPayments(viewer, standingOf(mine), userId);
  const last = rows.at(-1);
  return {
    // How a member pays is for the circle's hosts and the member themself.
    data: rows.map((row) => toCircleMember(seesPayments(row.member.userId) ? row : { ...row, subscription: null })),
    meta: { lastEvaluatedKey: rows.length === query.limit && last ? encodeCursor({ at: last.listedAt, id: last.member.userId }) : null },
  };
}

async function memberView(db: DbOrTx, row: CircleMemberRow): Promise<CircleMember> {
  const user = await findUserSummary(db, row.userId);
  if (!user) throw circlesError('NOT_FOUND', 'User not found');
  return toCircleMember({ member: row, user });
}

/**
 * POST /circles/{id}/members. Without userId (or with the caller's own) the caller joins: at once
 * in an OPEN circle or when invited, as a request in a REQUEST circle; an INVITE circle refuses. A
 * referral code of an active member (ref) is credited to that member. With another user's id a
 * host invites them (or approves their request).
 */
export async function addCircleMember(db: Db, viewer: Caller, id: string, body: AddCircleMemberBody): Promise<CircleMember> {
  return withTransaction(db, async (tx) => {
    const { found, mine } = await reachCircle(tx, viewer, { id });
    if (body.userId && body.userId !== viewer.userId) return inviteMember(tx, viewer, found, mine, body.userId);

    const outcome = joinOutcome(found.circle.joinPolicy, mine?.status ?? null);
    if (outcome === 'REFUSED') throw circlesError('CIRCLE_INVITE_ONLY', 'This circle takes new members by invitation only');
    if (outcome === 'ALREADY' && mine) return memberView(tx, mine);
    await requireVerifiedEmail(tx, viewer.userId, found.circle.requiredVerifiedEmail, 'join this circle');
    if (outcome === 'ACTIVE' && found.price) {
      throw circlesError('CIRCLE_MEMBERSHIP_PAID', 'Membership of this circle is paid: choose monthly or yearly to join', {
        fieldErrors: [{ field: 'params.id', message: 'A paid circle' }],
      });
    }
    const referrer = body.ref ? await findReferrer(tx, id, body.ref) : null;
    const referredById = referrer && referrer.id !== viewer.userId ? referrer.id : null;
    const status = outcome === 'ACTIVE' ? 'ACTIVE' : 'PENDING';
    const row = mine
      ? (await updateMembership(tx, id, [viewer.userId], { status, ...(referredById ? { referredById } : {}) }))[0]!
      : await insertMembership(tx, { circleId: id, userId: viewer.userId, role: 'member', status, referredById });
    return memberView(tx, row);
  });
}

async function inviteMember(tx: DbOrTx, viewer: Caller, found: CircleWithOwner, mine: CircleMemberRow | null, userId: string): Promise<CircleMember> {
  requireCircleManager(viewer, standingOf(mine), 'invite people');
  if (!(await findUserSummary(tx, userId))) throw circlesError('NOT_FOUND', 'User not found');
  const theirs = await findMembership(tx, found.circle.id, userId);
  if (theirs?.status === 'ACTIVE' || theirs?.status === 'INVITED') return memberView(tx, theirs);
  // A host inviting someone who asked to join lets them in.
  const row = theirs
    ? (await updateMembership(tx, found.circle.id, [userId], { status: 'ACTIVE' }))[0]!
    : await insertMembership(tx, { circleId: found.circle.id, userId, role: 'member', status: 'INVITED' });
  return memberView(tx, row);
}

/** PATCH /circles/{id}/members/{userId}: a host approves a request; the owner makes a member host or back. */
export async function updateCircleMember(db: Db, viewer: Caller, id: string, userId: string, body: UpdateCircleMemberBody): Promise<CircleMember> {
  return withTransaction(db, async (tx) => {
    const { mine } = await reachCircle(tx, viewer, { id });
    requireCircleManager(viewer, standingOf(mine), 'manage its members');
    if (body.role !== undefined) requireCircleOwner(viewer, standingOf(mine), 'choose its hosts');
    const theirs = await findMembership(tx, id, userId);
    if (!theirs || theirs.status === 'INVITED') throw circlesError('CIRCLE_MEMBER_NOT_FOUND', 'This person has not joined or asked to join this circle');
    if (theirs.role === 'owner' && body.role !== undefined) throw circlesError('CIRCLE_OWNER_STAYS', 'The owner stays the owner of the circle');
    if (body.role !== undefined && theirs.status !== 'ACTIVE' && body.status !== 'ACTIVE') {
      throw circlesError('INVALID_CIRCLE', 'Only a member can be made host', { fieldErrors: [{ field: 'body.role', message: 'Approve the request first' }] });
    }
    const changes = { ...(body.role ? { role: body.role } : {}), ...(body.status && theirs.status !== 'ACTIVE' ? { status: body.status } : {}) };
    const [row] = Object.keys(changes).length > 0 ? await updateMembership(tx, id, [userId], changes) : [theirs];
    return memberView(tx, row!);
  });
}

/** PATCH /circles/{id}/members: a host approves or declines several requests at once. */
export async function decideCircleRequests(db: Db, viewer: Caller, id: string, body: DecideCircleRequestsBody): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { mine } = await reachCircle(tx, viewer, { id });
    requireCircleManager(viewer, standingOf(mine), 'answer requests to join');
    if (body.decision === 'APPROVE') await updateMembership(tx, id, body.userIds, { status: 'ACTIVE' }, 'PENDING');
    else await deleteMemberships(tx, id, body.userIds, 'PENDING');
  });
}

/**
 * DELETE /circles/{id}/members: the caller leaves (or withdraws a request, declines an
 * invitation); with another userId a host removes that person. The owner stays; only the owner
 * (or staff) removes a host. A member who pays stops paying at the end of the period: one who
 * leaves stays a member until then (it was paid for), one a host removes goes at once.
 */
export async function removeCircleMember({ db, jobs }: { db: Db; jobs: JobQueue }, viewer: Caller, id: string, userId: string | undefined): Promise<void> {
  await withTransaction(db, async (tx) => {
    const { mine } = await reachCircle(tx, viewer, { id });
    const target = userId ?? viewer.userId;
    const theirs = target === viewer.userId ? mine : await findMembership(tx, id, target);
    if (target !== viewer.userId) {
      requireCircleManager(viewer, standingOf(mine), 'remove members');
      if (theirs?.role === 'host') requireCircleOwner(viewer, standingOf(mine), 'remove a host');
    }
    if (!theirs) throw circlesError('CIRCLE_MEMBER_NOT_FOUND', 'Not a member of this circle');
    if (theirs.role === 'owner') throw circlesError('CIRCLE_OWNER_STAYS', 'The owner cannot leave or be removed from the circle');
    if (theirs.status === 'ACTIVE' && (await paysForMembership(tx, id, target))) {
      await jobs.publish(tx, paidMemberLeft, { circleId: id, userId: target });
      if (target === viewer.userId) return;
    }
    await deleteMemberships(tx, id, [target]);
  });
}

/** POST /circles/{id}/check-referral-code: whether the code is an active member's, and whose. */
export async function checkReferralCode(db: Db, viewer: Caller | null, id: string, ref: string): Promise<ReferralCheck> {
  await reachCircle(db, viewer, { id });
  const inviter = await findReferrer(db, id, ref);
  return { valid: inviter !== null, inviter };
}

/**
 * GET /getVisibleSocials: the circle's upcoming socials the caller may see. Members and staff see
 * all of them, COMMUNITY_ONLY ones included; anyone else the public ones open to all.
 */
export async function listVisibleSocials(db: Db, viewer: Caller | null, circleId: string, now = new Date()): Promise<VisibleSocials> {
  const { mine } = await reachCircle(db, viewer, { id: circleId });
  const forMembers = canSeeMembersOnlySocials(viewer, standingOf(mine));
  return { data: (await listCircleSocials(db, circleId, forMembers, now)).map(toCircleSocial) };
}

/**
 * GET /circles/{id}/calendar.ics: the circle's upcoming socials as a calendar feed. With a
 * member's token (calendar apps cannot sign in) the member's view, members-only socials included;
 * a token that is not this server's for this circle, or whose member has left, is refused. Without
 * one, the caller's view (anyone: the public socials). Addresses and join links are left out as on
 * the social's page for people without a ticket: the feed is not per attendee.
 */
export async function circleCalendar(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>,
  viewer: Caller | null,
  id: string,
  token: string | undefined,
  now = new Date(),
): Promise<string> {
  let caller = viewer;
  if (token !== undefined) {
    const userId = readCircleCalendarToken(config, id, token);
    caller = userId ? { userId, isAdmin: false } : null;
  }
  const { found, mine } = await reachCircle(db, caller, { id });
  if (token !== undefined && mine?.status !== 'ACTIVE') {
    const message = 'This calendar link is not valid: copy it again from the circle page';
    throw circlesError('CIRCLE_CALENDAR_TOKEN_INVALID', message, { fieldErrors: [{ field: 'query.token', message }] });
  }
  const forMembers = canSeeMembersOnlySocials(caller, standingOf(mine));
  const rows = await listCircleCalendarSocials(db, id, forMembers, now);
  const events = rows.map((row) =>
    socialCalendarEvent(
      {
        id: row.id,
        title: row.title,
        description: row.description,
        eventTimestamp: row.eventAt.getTime(),
        eventEndTimestamp: row.eventEndAt.getTime(),
        isOnline: row.isOnline,
        isDeleted: row.isDeleted,
        isCancelled: row.isCancelled,
        // The free-text venue may hold the address or the meeting link: it goes with the address.
        venue: row.venueData?.name || null,
        venueData: row.venueData ? maskVenueData(row.venueData) : null,
      },
      `${config.publicUrl}/socials/${encodeURIComponent(row.slug)}`,
    ),
  );
  return buildIcsFeed(found.circle.name, events, now.getTime());
}

/** GET /circles/{id}/calendar-link: the feed's address for the caller, with their own token when they are a member. */
export async function circleCalendarLink(db: Db, config: Pick<Config, 'jwtSecret'>, viewer: Caller | null, id: string): Promise<CircleCalendarLink> {
  const { mine } = await reachCircle(db, viewer, { id });
  const path = `/api/circles/${encodeURIComponent(id)}/calendar.ics`;
  if (!viewer || mine?.status !== 'ACTIVE') return { path, personal: false };
  return { path: `${path}?token=${encodeURIComponent(circleCalendarToken(config, id, viewer.userId))}`, personal: true };
}
