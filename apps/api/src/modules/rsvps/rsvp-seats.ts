import { attendanceProgressStatus, holdsSeat, isCheckInOpen, pickWaitlistPromotions, remainingQuantity, type RsvpStatus } from '@socials/domain';
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db';
import { payments, rsvps, socials, ticketTiers, type RsvpRow, type SocialRow } from '../../db/schema';
import { DomainError } from '../../core/domain-error';


export const EVENT_FULL = 'This event is full';
export const TIER_SOLD_OUT = 'This ticket tier is sold out';

/**
 * Locks the social's row until the transaction ends and returns it as it is now. Every change to
 * seats (confirmedPax, a tier's sold count, an RSVP moving in or out of a seat) happens under this
 * lock, so concurrent requests queue up and each sees the counts the previous one left. Seats
 * held by checkouts that lapsed are given back first, so no seat decision counts a dead hold.
 */
export async function lockSocial(tx: Tx, socialId: string, now = new Date()): Promise<SocialRow | null> {
  const row = await lockSocialRow(tx, socialId);
  if (!row) return null;
  const released = await releaseLapsedHolds(tx, socialId, now);
  if (released === 0) return row;
  const [fresh] = await tx.select().from(socials).where(eq(socials.id, socialId));
  return fresh ?? null;
}

/** The social's row, locked, without releasing holds: for steps inside a transaction that already called lockSocial. */
async function lockSocialRow(tx: Tx, socialId: string): Promise<SocialRow | null> {
  const [row] = await tx.select().from(socials).where(eq(socials.id, socialId)).for('update');
  return row ?? null;
}

/**
 * Ends the OPEN checkouts of a social whose hold has lapsed (EXPIRED) and gives their seats back.
 * Call under the social's lock. Returns how many were released.
 */
async function releaseLapsedHolds(tx: Tx, socialId: string, now: Date): Promise<number> {
  const lapsed = await tx
    .update(payments)
    .set({ status: 'EXPIRED', checkoutUrl: null, updatedAt: now })
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'OPEN'), lte(payments.holdExpiresAt, now)))
    .returning({ ticketTierId: payments.ticketTierId });
  for (const hold of lapsed) await freeSeat(tx, socialId, hold.ticketTierId);
  return lapsed.length;
}

/** Whether the social and the tier both have a seat left, read under the social's lock. */
export async function hasFreeSeat(tx: Tx, social: SocialRow, ticketTierId: string | null): Promise<boolean> {
  if (social.maxCapacity !== null && social.confirmedPax >= social.maxCapacity) return false;
  if (ticketTierId === null) return true;
  const [tier] = await tx.select().from(ticketTiers).where(eq(ticketTiers.id, ticketTierId));
  if (!tier) return true;
  const left = remainingQuantity(tier);
  return left === null || left > 0;
}

/**
 * Takes one seat of the tier and of the social, or neither: the conditional UPDATEs are the last
 * word (the CHECK constraints back them). Throws EVENT_FULL or TIER_SOLD_OUT, having changed nothing,
 * so a caller that goes on after the refusal (a late payment, refunded instead) leaves every count true.
 */
export async function takeSeat(tx: Tx, socialId: string, ticketTierId: string | null): Promise<void> {
  if (ticketTierId !== null) {
    const ticket = await tx
      .update(ticketTiers)
      .set({ sold: sql`${ticketTiers.sold} + 1` })
      .where(and(eq(ticketTiers.id, ticketTierId), or(isNull(ticketTiers.quantity), lt(ticketTiers.sold, ticketTiers.quantity))))
      .returning({ id: ticketTiers.id });
    if (ticket.length === 0) throw new DomainError('TIER_SOLD_OUT', TIER_SOLD_OUT);
  }
  const seat = await tx
    .update(socials)
    .set({ confirmedPax: sql`${socials.confirmedPax} + 1` })
    .where(and(eq(socials.id, socialId), or(isNull(socials.maxCapacity), lt(socials.confirmedPax, socials.maxCapacity))))
    .returning({ id: socials.id });
  if (seat.length === 0) {
    if (ticketTierId !== null) await tx.update(ticketTiers).set({ sold: sql`${ticketTiers.sold} - 1` }).where(eq(ticketTiers.id, ticketTierId));
    throw new DomainError('EVENT_FULL', EVENT_FULL);
  }
}

/** Whether an error is takeSeat's refusal. */
export function isNoSeatLeft(error: unknown): boolean {
  return error instanceof DomainError && (error.code === 'EVENT_FULL' || error.code === 'TIER_SOLD_OUT');
}

/** Gives one seat of the social and of the tier back (a cancel, or a checkout hold that ended). */
export async function freeSeat(tx: Tx, socialId: string, ticketTierId: string | null): Promise<void> {
  await tx
    .update(socials)
    .set({ confirmedPax: sql`greatest(${socials.confirmedPax} - 1, 0)` })
    .where(eq(socials.id, socialId));
  if (ticketTierId === null) return;
  await tx
    .update(ticketTiers)
    .set({ sold: sql`greatest(${ticketTiers.sold} - 1, 0)` })
    .where(eq(ticketTiers.id, ticketTierId));
}

/**
 * Moves an RSVP (locked by the caller, under the social's lock) to `to`, taking or giving back
 * its seat when it starts or stops holding one. `changes` are further columns to set.
 */
export async function moveRsvp(tx: Tx, current: RsvpRow, to: RsvpStatus, changes: Partial<RsvpRow> = {}): Promise<RsvpRow> {
  if (!holdsSeat(current.status) && holdsSeat(to)) await takeSeat(tx, current.socialId, current.ticketTierId);
  if (holdsSeat(current.status) && !holdsSeat(to)) await freeSeat(tx, current.socialId, current.ticketTierId);
  const [moved] = await tx
    .update(rsvps)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(rsvps.id, current.id))
    .returning();
  if (!moved) throw new Error('Update returned no row');
  return moved;
}

/** A seat was taken when an RSVP is created straight into a seat-holding status. */
export async function takeSeatFor(tx: Tx, socialId: string, ticketTierId: string | null, status: RsvpStatus): Promise<void> {
  if (holdsSeat(status)) await takeSeat(tx, socialId, ticketTierId);
}

/**
 * When the host promotes automatically, fills the seats free now from the waitlist
 * (pickWaitlistPromotions), earliest first. `skip` holds RSVPs the caller just moved: a host who
 * waitlists someone does not want them promoted straight back.
 */
export async function promoteFromWaitlist(tx: Tx, socialId: string, skip: ReadonlySet<string> = new Set()): Promise<RsvpRow[]> {
  const social = await lockSocial(tx, socialId);
  if (!social || social.waitlistPromotionMode !== 'AUTOMATIC' || social.isCancelled || social.isDeleted) return [];
  const [waitlisted, tiers] = await Promise.all([
    tx
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.socialId, socialId), eq(rsvps.status, 'WAITLIST')))
      .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
      .for('update'),
    tx.select().from(ticketTiers).where(eq(ticketTiers.socialId, socialId)),
  ]);
  const candidates = waitlisted.filter((row) => !skip.has(row.id));
  const picks = pickWaitlistPromotions(
    candidates.map((row) => ({ id: row.id, status: row.status, createdAt: row.createdAt.getTime(), ticketTierId: row.ticketTierId })),
    {
      mode: social.waitlistPromotionMode,
      spotsLeft: social.maxCapacity === null ? null : Math.max(0, social.maxCapacity - social.confirmedPax),
      tiers: tiers.map((tier) => ({ id: tier.id, remainingQuantity: remainingQuantity(tier) })),
    },
  );
  const byId = new Map(candidates.map((row) => [row.id, row]));
  const promoted: RsvpRow[] = [];
  for (const pick of picks) {
    const row = byId.get(pick.id);
    if (row) promoted.push(await moveRsvp(tx, row, 'APPROVED'));
  }
  return promoted;
}

/** Checked-in and seat-holding RSVPs of a social: the counts attendance progress follows. */
export async function attendanceCounts(tx: Db | Tx, socialId: string): Promise<{ attended: number; seatHolders: number }> {
  const rows = await tx
    .select({ status: rsvps.status, n: count() })
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), inArray(rsvps.status, ['APPROVED', 'ATTENDED'])))
    .groupBy(rsvps.status);
  const countOf = (status: RsvpStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { attended: countOf('ATTENDED'), seatHolders: countOf('ATTENDED') + countOf('APPROVED') };
}

/**
 * While attendance is being taken, keeps its status in step with the seats and check-ins
 * (attendanceProgressStatus): a check-in moves it on, an approval after everybody came moves it
 * back to PARTIAL_COMPLETED. Call under the social's lock (lockSocial) after seats or check-ins changed.
 */
export async function syncAttendanceProgress(tx: Tx, socialId: string): Promise<void> {
  const social = await lockSocialRow(tx, socialId);
  if (!social || !isCheckInOpen(social.attendanceStatus)) return;
  const status = attendanceProgressStatus(social.attendanceStatus, await attendanceCounts(tx, socialId));
  if (status !== social.attendanceStatus) await tx.update(socials).set({ attendanceStatus: status }).where(eq(socials.id, socialId));
}
