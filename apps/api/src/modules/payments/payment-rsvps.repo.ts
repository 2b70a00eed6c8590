import type { RsvpStatus } from '@socials/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { rsvps } from '../../db/schema';

// The RSVP rows payments reads (the rsvps module moves them): a deposit is settled by whether its RSVP came.

/** The statuses of these RSVPs, by id. */
export async function rsvpStatusesById(db: DbOrTx, rsvpIds: readonly string[]): Promise<Map<string, RsvpStatus>> {
  const rows = await db
    .select({ id: rsvps.id, status: rsvps.status })
    .from(rsvps)
    .where(inArray(rsvps.id, [...rsvpIds]));
  return new Map(rows.map((row) => [row.id, row.status]));
}
