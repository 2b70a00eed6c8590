import { and, asc, eq, lte } from 'drizzle-orm';
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

/** The social's waitlisted RSVPs, locked, earliest first. */
export function lockWaitlistedRsvps(tx: DbOrTx, socialId: string): Promise<RsvpRow[]> {
  return tx
    .select()
    .from(rsvps)
    .where(and(eq(rsvps.socialId, socialId), eq(rsvps.status, 'WAITLIST')))
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id))
    .for('update');
}
