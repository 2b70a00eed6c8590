import type { AttendanceTakingStatus } from '@socials/domain';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { payments, rsvps, socials, ticketTiers, type RsvpRow, type SocialRow, type TicketTierRow } from '../../db/schema';

export type { SocialRow };

/** The social's row, locked until the transaction ends (FOR UPDATE), or null when there is none. */
export async function lockSocialRow(tx: DbOrTx, socialId: string): Promise<SocialRow | null> {
  const [row] = await tx.select().from(socials).where(eq(socials.id, socialId)).for('update');
  return row ?? null;
}

/** Marks EXPIRED the social's OPEN checkouts whose hold lapsed by `now`; returns the tier each held a seat of. */
export async function expireLapsedCheckouts(tx: DbOrTx, socialId: string, now: Date): Promise<(string | null)[]> {
  const lapsed = await tx
    .update(payments)
    .set({ status: 'EXPIRED', checkoutUrl: null, updatedAt: now })
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'OPEN'), lte(payments.holdExpiresAt, now)))
    .returning({ ticketTierId: payments.ticketTierId });
  return lapsed.map((hold) => hold.ticketTierId);
}

export async function findTier(db: DbOrTx, tierId: string): Promise<TicketTierRow | null> {
  const [tier] = await db.select().from(ticketTiers).where(eq(ticketTiers.id, tierId));
  return tier ?? null;
}

/** Counts one more ticket of the tier sold, unless it is sold out; false when it is. */
export async function takeTierTicket(tx: DbOrTx, tierId: string): Promise<boolean> {
  const taken = await tx
    .update(ticketTiers)
    .set({ sold: sql`${ticketTiers.sold} + 1` })
    .where(and(eq(ticketTiers.id, tierId), or(isNull(ticketTiers.quantity), lt(ticketTiers.sold, ticketTiers.quantity))))
    .returning({ id: ticketTiers.id });
  return taken.length > 0;
}

/** Counts one more seat of the social taken, unless it is full; false when it is. */
export async function takeSocialSeat(tx: DbOrTx, socialId: string): Promise<boolean> {
  const taken = await tx
    .update(socials)
    .set({ confirmedPax: sql`${socials.confirmedPax} + 1` })
    .where(and(eq(socials.id, socialId), or(isNull(socials.maxCapacity), lt(socials.confirmedPax, socials.maxCapacity))))
    .returning({ id: socials.id });
  return taken.length > 0;
}

export async function giveBackSocialSeat(tx: DbOrTx, socialId: string): Promise<void> {
  await tx
    .update(socials)
    .set({ confirmedPax: sql`greatest(${socials.confirmedPax} - 1, 0)` })
    .where(eq(socials.id, socialId));
}

export async function giveBackTierTicket(tx: DbOrTx, tierId: string): Promise<void> {
  await tx
    .update(ticketTiers)
    .set({ sold: sql`greatest(${ticketTiers.sold} - 1, 0)` })
    .where(eq(ticketTiers.id, tierId));
}

/** The social's waitlisted RSVPs, locked, earliest first. */
export function lockWaitlistedRsvps(tx: DbOrTx, socialId: string): Promise<RsvpRow[]> {
  return tx
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.status, 'WAITLIST')))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
    .for('update');
}

export async function setAttendanceStatus(tx: DbOrTx, socialId: string, status: AttendanceTakingStatus): Promise<void> {
  await tx.update(socials).set({ attendanceStatus: status }).where(eq(socials.id, socialId));
}
