import { attendanceProgressStatus, holdsSeat, isCheckInOpen, pickWaitlistPromotions, remainingQuantity, type RsvpStatus } from '@socials/domain';
import type { DbOrTx, Tx } from '../../core/db';
import { DomainError } from '../../core/domain-error';
import { giveBackSocialSeat, giveBackTierTicket, listTiersByPosition, setAttendanceStatus, takeSocialSeat, takeTierTicket } from '../socials';
import { expireLapsedCheckouts, findTier, lockSocialRow, lockWaitlistedRsvps, type SocialRow } from './rsvp-seats.repo';
import { countRsvpsByStatus, setRsvpStatus, updateRsvpColumns, type RsvpRow } from './rsvps.repo';
import { rsvpsError } from './rsvps.errors';

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
  return lockSocialRow(tx, socialId);
}

/**
 * Ends the OPEN checkouts of a social whose hold has lapsed (EXPIRED) and gives their seats back.
 * Call under the social's lock. Returns how many were released.
 */
async function releaseLapsedHolds(tx: Tx, socialId: string, now: Date): Promise<number> {
  const heldTiers = await expireLapsedCheckouts(tx, socialId, now);
  for (const ticketTierId of heldTiers) await freeSeat(tx, socialId, ticketTierId);
  return heldTiers.length;
}

/** Whether the social and the tier both have a seat left, read under the social's lock. */
export async function hasFreeSeat(tx: Tx, social: SocialRow, ticketTierId: string | null): Promise<boolean> {
  if (social.maxCapacity !== null && social.confirmedPax >= social.maxCapacity) return false;
  if (ticketTierId === null) return true;
  const tier = await findTier(tx, ticketTierId);
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
  if (ticketTierId !== null && !(await takeTierTicket(tx, ticketTierId))) throw rsvpsError('TIER_SOLD_OUT', TIER_SOLD_OUT);
  if (!(await takeSocialSeat(tx, socialId))) {
    if (ticketTierId !== null) await giveBackTierTicket(tx, ticketTierId);
    throw rsvpsError('EVENT_FULL', EVENT_FULL);
  }
}

/**
 * The refusal takeSeat would give for these counts (the tier first, then the social), or null when
 * both have a seat left. Read without the lock, it lets a caller turn a sold-out surge away before
 * saving anything; takeSeat decides again under the lock.
 */
export function noSeatLeft(social: { maxCapacity: number | null; confirmedPax: number }, tier: { quantity: number | null; sold: number } | null) {
  if (tier !== null && remainingQuantity(tier) === 0) return rsvpsError('TIER_SOLD_OUT', TIER_SOLD_OUT);
  if (social.maxCapacity !== null && social.confirmedPax >= social.maxCapacity) return rsvpsError('EVENT_FULL', EVENT_FULL);
  return null;
}

/** Whether an error is takeSeat's refusal. */
export function isNoSeatLeft(error: unknown): boolean {
  return error instanceof DomainError && (error.code === 'EVENT_FULL' || error.code === 'TIER_SOLD_OUT');
}

/** Gives one seat of the social and of the tier back (a cancel, or a checkout hold that ended). */
export async function freeSeat(tx: Tx, socialId: string, ticketTierId: string | null): Promise<void> {
  await giveBackSocialSeat(tx, socialId);
  if (ticketTierId !== null) await giveBackTierTicket(tx, ticketTierId);
}

/**
 * Moves an RSVP (locked by the caller, under the social's lock) to `to`, taking or giving back
 * its seat when it starts or stops holding one. `changes` are further columns to set.
 */
export async function moveRsvp(tx: Tx, current: RsvpRow, to: RsvpStatus, changes: Partial<RsvpRow> = {}): Promise<RsvpRow> {
  if (!holdsSeat(current.status) && holdsSeat(to)) await takeSeat(tx, current.socialId, current.ticketTierId);
  if (holdsSeat(current.status) && !holdsSeat(to)) await freeSeat(tx, current.socialId, current.ticketTierId);
  const moved = await updateRsvpColumns(tx, current.id, { ...changes, status: to, updatedAt: new Date() });
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
  const [waitlisted, tiers] = await Promise.all([lockWaitlistedRsvps(tx, socialId), listTiersByPosition(tx, socialId)]);
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
export async function attendanceCounts(tx: DbOrTx, socialId: string): Promise<{ attended: number; seatHolders: number }> {
  const rows = await countRsvpsByStatus(tx, socialId, ['APPROVED', 'ATTENDED']);
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
  if (status !== social.attendanceStatus) await setAttendanceStatus(tx, socialId, status);
}

/**
 * A paid checkout confirms its RSVP (a draft, locked by the caller): APPROVED with the paid tier.
 * A checkout whose hold ended before the payment came (`seatHeld` false) takes its seat now, and
 * takeSeat's refusal is thrown having changed nothing (the payment is refunded instead).
 */
export async function confirmPaidRsvp(
  tx: Tx,
  rsvpId: string,
  paid: { socialId: string; ticketTierId: string | null },
  seatHeld: boolean,
  now: Date,
): Promise<void> {
  if (!seatHeld) await takeSeat(tx, paid.socialId, paid.ticketTierId);
  await setRsvpStatus(tx, rsvpId, 'APPROVED', paid.ticketTierId, now);
  await syncAttendanceProgress(tx, paid.socialId);
}

/** The card is held at checkout (a draft RSVP, locked by the caller): the RSVP waits for the hosts as PENDING, holding no seat. */
export async function awaitHostApproval(tx: Tx, rsvpId: string, ticketTierId: string | null, now: Date): Promise<void> {
  await setRsvpStatus(tx, rsvpId, 'PENDING', ticketTierId, now);
}
