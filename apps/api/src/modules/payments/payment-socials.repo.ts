import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { socials, ticketTiers, users, type TicketTierRow } from '../../db/schema';

export type { SocialRow, TicketTierRow } from '../../db/schema';

/** The tier with this id if it is one of the social's. */
export async function findTierOfSocial(db: DbOrTx, socialId: string, ticketTierId: string): Promise<TicketTierRow | null> {
  const [tier] = await db
    .select()
    .from(ticketTiers)
    .where(and(eq(ticketTiers.socialId, socialId), eq(ticketTiers.id, ticketTierId)))
    .limit(1);
  return tier ?? null;
}

/** Where to mail a user about a social: their address and first name, and the social's title; null when either is gone. */
export async function findMailRecipient(
  db: DbOrTx,
  userId: string,
  socialId: string,
): Promise<{ email: string; firstName: string | null; title: string } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, title: socials.title })
    .from(users)
    .innerJoin(socials, eq(socials.id, socialId))
    .where(eq(users.id, userId));
  return row ?? null;
}
