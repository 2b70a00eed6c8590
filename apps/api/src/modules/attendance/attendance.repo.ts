import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { rsvps, type RsvpRow } from '../../db/schema';

/** The RSVP of this social whose ticket bears the code, or null. */
export async function findRsvpByTicketCode(db: DbOrTx, socialId: string, ticketCode: string): Promise<RsvpRow | null> {
  const [rsvp] = await db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.ticketCode, ticketCode)))
    .limit(1);
  return rsvp ?? null;
}

/** Whether any social has a ticket bearing this whole code (ticket codes are unique across socials). */
export async function ticketCodeExists(db: DbOrTx, ticketCode: string): Promise<boolean> {
  const [rsvp] = await db.select({ id: rsvps.id }).from(rsvps).where(eq(rsvps.ticketCode, ticketCode)).limit(1);
  return rsvp !== undefined;
}

/** Up to `limit` RSVPs of this social whose ticket code starts with `prefix` (hex digits only). */
export async function findRsvpsByTicketCodePrefix(db: DbOrTx, socialId: string, prefix: string, limit: number): Promise<RsvpRow[]> {
  return db
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), like(rsvps.ticketCode, `${prefix}%`)))
    .limit(limit);
}
