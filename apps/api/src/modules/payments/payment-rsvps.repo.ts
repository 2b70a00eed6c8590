import type { RsvpStatus } from '@socials/domain';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { rsvps, type RsvpRow } from '../../db/schema';

// The RSVP rows payments reads and moves: a paid RSVP is confirmed by its payment, and refunds are made for RSVPs.

/** The statuses of these RSVPs, by id. */
export async function rsvpStatusesById(db: DbOrTx, rsvpIds: readonly string[]): Promise<Map<string, RsvpStatus>> {
  const rows = await db
    .select({ id: rsvps.id, status: rsvps.status })
    .from(rsvps)
    .where(inArray(rsvps.id, [...rsvpIds]));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Sets the RSVP's status and tier: its seat is the caller's business. */
export async function setRsvpStatus(db: DbOrTx, rsvpId: string, status: RsvpStatus, ticketTierId: string | null, now: Date): Promise<void> {
  await db.update(rsvps).set({ status, ticketTierId, updatedAt: now }).where(eq(rsvps.id, rsvpId));
}

export async function setRsvpCancellation(db: DbOrTx, rsvpId: string, cancellation: NonNullable<RsvpRow['cancellation']>): Promise<void> {
  await db.update(rsvps).set({ cancellation }).where(eq(rsvps.id, rsvpId));
}
