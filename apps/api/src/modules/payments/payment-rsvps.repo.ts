import type { RsvpStatus } from '@socials/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { rsvps, type RsvpRow } from '../../db/schema';

// The RSVP rows payments reads and moves: a paid RSVP is confirmed by its payment, and refunds are made for RSVPs.

export async function findRsvp(db: DbOrTx, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await db.select().from(rsvps).where(eq(rsvps.id, rsvpId));
  return row ?? null;
}

/** The RSVP with this id if it is one of the social's. */
export async function findRsvpOfSocial(db: DbOrTx, socialId: string, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.id, rsvpId), eq(rsvps.socialId, socialId)))
    .limit(1);
  return row ?? null;
}

/** The RSVP, locked until `tx` ends. */
export async function lockRsvp(tx: Tx, rsvpId: string): Promise<RsvpRow | null> {
  const [row] = await tx.select().from(rsvps).where(eq(rsvps.id, rsvpId)).for('update');
  return row ?? null;
}

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
