import type { AttendanceTakingStatus } from '@socials/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { socials, ticketTiers, type SocialRow } from '../../db/schema';

// The counts of a social's seats and of its tiers' tickets, and its attendance taking status: the
// social's own columns, which the RSVP and attendance areas move through these (under the social's lock).

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

/** Moves attendance taking on as seats and check-ins change (the social's updated_at stays). */
export async function setAttendanceStatus(tx: DbOrTx, socialId: string, status: AttendanceTakingStatus): Promise<void> {
  await tx.update(socials).set({ attendanceStatus: status }).where(eq(socials.id, socialId));
}

/** The host sets the social's attendance taking status; returns the social as it is now, or null. */
export async function saveAttendanceStatus(tx: DbOrTx, socialId: string, status: AttendanceTakingStatus): Promise<SocialRow | null> {
  const [updated] = await tx.update(socials).set({ attendanceStatus: status, updatedAt: new Date() }).where(eq(socials.id, socialId)).returning();
  return updated ?? null;
}
