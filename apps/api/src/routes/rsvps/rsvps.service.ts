import {
  displaySocialTitle,
  holdsSeat,
  INACTIVE_RSVP_STATUSES,
  isActiveRsvpStatus,
  isPaidTicketTier,
  isSocialHost,
  type CreateRsvpBody,
  type Rsvp,
  type RsvpedSocial,
} from '@socials/domain';
import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rsvps, socials, ticketTiers, users, type SocialRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { RequestAuth } from '../../plugins/auth';
import { sqlStateOf, UNIQUE_VIOLATION } from '../socials/db-errors';
import { findSocialRow, hostShape, loadSocialViews, toRsvp, userSummaryColumns } from '../socials/social-views';

const ALREADY_GOING = 'You already have an RSVP for this event';

function activeRsvpOf(socialId: string, userId: string) {
  return and(eq(rsvps.socialId, socialId), eq(rsvps.userId, userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES]));
}

/**
 * RSVP to a free tier. Seats are taken with conditional UPDATEs inside one transaction: the row
 * lock makes concurrent requests for the last seat queue up, and the loser's WHERE no longer
 * matches, so capacity holds on PostgreSQL and PGlite alike without a read-then-write race.
 */
export async function createRsvp(db: Db, viewer: RequestAuth, socialId: string, body: CreateRsvpBody, now = new Date()): Promise<Rsvp> {
  const social = await findSocialRow(db, socialId);
  if (!social || social.isDeleted) throw notFound('Social not found');
  if (social.isCancelled) throw badRequest('This event was cancelled');
  if (social.eventEndAt <= now) throw badRequest('This event has already ended');

  const tiers = await db.select().from(ticketTiers).where(eq(ticketTiers.socialId, socialId)).orderBy(asc(ticketTiers.position), asc(ticketTiers.id));
  const tier = body.ticketTierId === undefined ? tiers[0] : tiers.find((t) => t.id === body.ticketTierId);
  if (!tier) {
    throw badRequest('Unknown ticket tier', [{ field: 'body.ticketTierId', message: 'This social has no such ticket tier' }]);
  }
  if (isPaidTicketTier({ type: tier.type, ticketPrice: tier.ticketPriceCents, depositAmount: tier.depositCents })) {
    throw badRequest('Paid tickets are not available yet');
  }

  const [existing] = await db.select({ id: rsvps.id }).from(rsvps).where(activeRsvpOf(socialId, viewer.userId)).limit(1);
  if (existing) throw conflict(ALREADY_GOING);

  try {
    const row = await db.transaction(async (tx) => {
      const seat = await tx
        .update(socials)
        .set({ confirmedPax: sql`${socials.confirmedPax} + 1` })
        .where(and(eq(socials.id, socialId), or(isNull(socials.maxCapacity), lt(socials.confirmedPax, socials.maxCapacity))))
        .returning({ id: socials.id });
      if (seat.length === 0) throw conflict('This event is full');

      const ticket = await tx
        .update(ticketTiers)
        .set({ sold: sql`${ticketTiers.sold} + 1` })
        .where(and(eq(ticketTiers.id, tier.id), or(isNull(ticketTiers.quantity), lt(ticketTiers.sold, ticketTiers.quantity))))
        .returning({ id: ticketTiers.id });
      if (ticket.length === 0) throw conflict('This ticket tier is sold out');

      const [inserted] = await tx.insert(rsvps).values({ socialId, userId: viewer.userId, ticketTierId: tier.id, status: 'APPROVED' }).returning();
      if (!inserted) throw new Error('Insert returned no row');
      return inserted;
    });
    return toRsvp(row);
  } catch (error) {
    // The same user twice at once: the partial unique index lets one RSVP through.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_GOING);
    throw error;
  }
}

/** The "you're going" e-mail; the RSVP stands even when the mail cannot be sent. */
export async function sendRsvpConfirmation(db: Db, mailer: Mailer, config: Config, rsvp: Rsvp): Promise<void> {
  const [[user], [social]] = await Promise.all([
    db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, rsvp.userId)).limit(1),
    db.select().from(socials).where(eq(socials.id, rsvp.socialId)).limit(1),
  ]);
  if (!user || !social) return;
  const title = displaySocialTitle(social);
  await mailer.send({
    to: user.email,
    subject: `You're going to ${title}`,
    text: [
      `Hi ${user.firstName ?? 'there'},`,
      '',
      `You're going to ${title}.`,
      `When: ${formatEventTime(social)}`,
      social.isOnline ? 'Where: online (the link is on your ticket)' : `Where: ${social.venueData?.address || social.venue || 'see your ticket'}`,
      '',
      `Your ticket: ${config.publicUrl}/my-ticket`,
    ].join('\n'),
  });
}

function formatEventTime(social: SocialRow): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: social.timezone });
  return `${format.format(social.eventAt)} (${social.timezone})`;
}

/** The attendee, a host or staff cancels; a seat the RSVP held is given back in the same transaction. */
export async function cancelRsvp(db: Db, viewer: RequestAuth, socialId: string, rsvpId: string): Promise<Rsvp> {
  const social = await findSocialRow(db, socialId);
  const [target] = await db.select().from(rsvps).where(and(eq(rsvps.id, rsvpId), eq(rsvps.socialId, socialId))).limit(1);
  if (!social || !target) throw notFound('RSVP not found');
  const isHostOrStaff = viewer.isAdmin || isSocialHost(hostShape(social), viewer.userId);
  if (target.userId !== viewer.userId && !isHostOrStaff) throw forbidden('Only the attendee or the hosts can cancel this RSVP');

  const row = await db.transaction(async (tx) => {
    // Lock the social before the RSVP, the order createRsvp takes them in, so the two cannot deadlock;
    // the RSVP lock makes two cancels of the same RSVP give back one seat, not two.
    await tx.select({ id: socials.id }).from(socials).where(eq(socials.id, socialId)).for('update');
    const [current] = await tx.select().from(rsvps).where(eq(rsvps.id, rsvpId)).for('update');
    if (!current) throw notFound('RSVP not found');
    if (!isActiveRsvpStatus(current.status)) return current;

    const [cancelled] = await tx.update(rsvps).set({ status: 'CANCELLED', updatedAt: new Date() }).where(eq(rsvps.id, rsvpId)).returning();
    if (!cancelled) throw new Error('Update returned no row');
    if (holdsSeat(current.status)) {
      await tx
        .update(socials)
        .set({ confirmedPax: sql`greatest(${socials.confirmedPax} - 1, 0)` })
        .where(eq(socials.id, socialId));
      if (current.ticketTierId) {
        await tx
          .update(ticketTiers)
          .set({ sold: sql`greatest(${ticketTiers.sold} - 1, 0)` })
          .where(eq(ticketTiers.id, current.ticketTierId));
      }
    }
    return cancelled;
  });
  return toRsvp(row);
}

/** Every RSVP of a social with who made it, oldest first: for its hosts and staff. */
export async function listRsvps(db: Db, viewer: RequestAuth, socialId: string): Promise<Rsvp[]> {
  const social = await findSocialRow(db, socialId);
  if (!social) throw notFound('Social not found');
  if (!viewer.isAdmin && !isSocialHost(hostShape(social), viewer.userId)) throw forbidden('Only the hosts of this social can see its RSVPs');

  const rows = await db
    .select({ rsvp: rsvps, user: userSummaryColumns })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .where(eq(rsvps.socialId, socialId))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  return rows.map(({ rsvp, user }) => toRsvp(rsvp, user));
}

/** A user's active RSVPs with their socials: upcoming ones soonest first, then past ones latest first. */
export async function listRsvpedSocials(db: Db, viewer: RequestAuth, userId: string, now = new Date()): Promise<RsvpedSocial[]> {
  if (viewer.userId !== userId && !viewer.isAdmin) throw forbidden('You can only see your own RSVPs');

  const rows = await db
    .select({ rsvp: rsvps, social: socials })
    .from(rsvps)
    .innerJoin(socials, eq(socials.id, rsvps.socialId))
    .where(and(eq(rsvps.userId, userId), notInArray(rsvps.status, [...INACTIVE_RSVP_STATUSES]), eq(socials.isDeleted, false)))
    .orderBy(asc(socials.eventAt), asc(socials.id));

  const upcoming = rows.filter((row) => row.social.eventEndAt > now);
  const past = rows.filter((row) => row.social.eventEndAt <= now).reverse();
  const ordered = [...upcoming, ...past];
  const views = await loadSocialViews(
    db,
    ordered.map((row) => row.social),
    viewer,
  );
  return ordered.map((row, i) => {
    const view = views[i];
    if (!view) throw new Error('loadSocialViews lost a row');
    return { social: view.social, rsvp: toRsvp(row.rsvp) };
  });
}
