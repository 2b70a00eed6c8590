import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import {
  conferenceOrders,
  conferencePasses,
  conferencePromoCodes,
  conferences,
  conferenceTickets,
  type ConferenceOrderRow,
  type ConferencePromoCodeRow,
  type ConferenceTicketRow,
} from '../../db/schema';
import type { ConferencePassRow } from './conferences.repo';

export type { ConferenceOrderRow, ConferencePromoCodeRow, ConferenceTicketRow };

export async function findPass(db: DbOrTx, conferenceId: string, passId: string): Promise<ConferencePassRow | null> {
  const [row] = await db
    .select()
    .from(conferencePasses)
    .where(and(eq(conferencePasses.id, passId), eq(conferencePasses.conferenceId, conferenceId)))
    .limit(1);
  return row ?? null;
}

/** Holds `quantity` tickets of the pass if that many are left (one conditional update: concurrent buyers never oversell). */
export async function takeTickets(db: DbOrTx, passId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(conferencePasses)
    .set({ sold: sql`${conferencePasses.sold} + ${quantity}` })
    .where(and(eq(conferencePasses.id, passId), sql`${conferencePasses.sold} + ${quantity} <= ${conferencePasses.quantity}`))
    .returning({ id: conferencePasses.id });
  return rows.length > 0;
}

export async function giveTicketsBack(db: DbOrTx, passId: string, quantity: number): Promise<void> {
  await db
    .update(conferencePasses)
    .set({ sold: sql`${conferencePasses.sold} - ${quantity}` })
    .where(eq(conferencePasses.id, passId));
}

export async function findPromo(db: DbOrTx, passId: string, code: string): Promise<ConferencePromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(conferencePromoCodes)
    .where(and(eq(conferencePromoCodes.passId, passId), eq(conferencePromoCodes.code, code.toUpperCase())))
    .limit(1);
  return row ?? null;
}

export async function insertPromo(db: DbOrTx, values: typeof conferencePromoCodes.$inferInsert): Promise<ConferencePromoCodeRow> {
  const [row] = await db.insert(conferencePromoCodes).values(values).onConflictDoNothing().returning();
  return row!;
}

/**
 * Counts `quantity` uses of the code if it still allows them and has not lapsed at `now` (null: its
 * date is not checked), in one conditional update like the tickets.
 */
export async function countPromoUses(db: DbOrTx, promoId: string, quantity: number, now: Date | null): Promise<boolean> {
  const rows = await db
    .update(conferencePromoCodes)
    .set({ used: sql`${conferencePromoCodes.used} + ${quantity}` })
    .where(
      and(
        eq(conferencePromoCodes.id, promoId),
        sql`(${conferencePromoCodes.usageLimit} IS NULL OR ${conferencePromoCodes.used} + ${quantity} <= ${conferencePromoCodes.usageLimit})`,
        now ? or(sql`${conferencePromoCodes.validUntil} IS NULL`, sql`${conferencePromoCodes.validUntil} > ${now}`) : undefined,
      ),
    )
    .returning({ id: conferencePromoCodes.id });
  return rows.length > 0;
}

export async function giveUsesBack(db: DbOrTx, promoId: string, quantity: number): Promise<void> {
  await db
    .update(conferencePromoCodes)
    .set({ used: sql`${conferencePromoCodes.used} - ${quantity}` })
    .where(eq(conferencePromoCodes.id, promoId));
}

export async function insertOrder(db: DbOrTx, values: typeof conferenceOrders.$inferInsert): Promise<ConferenceOrderRow> {
  const [row] = await db.insert(conferenceOrders).values(values).returning();
  return row!;
}

export async function findOrder(db: DbOrTx, id: string): Promise<ConferenceOrderRow | null> {
  const [row] = await db.select().from(conferenceOrders).where(eq(conferenceOrders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderOfSession(
  db: DbOrTx,
  sessionId: string,
): Promise<(ConferenceOrderRow & { passName: string; conferenceName: string; promoCode: string | null }) | null> {
  const [row] = await db
    .select({ order: conferenceOrders, passName: conferencePasses.name, conferenceName: conferences.name, promoCode: conferencePromoCodes.code })
    .from(conferenceOrders)
    .innerJoin(conferencePasses, eq(conferencePasses.id, conferenceOrders.passId))
    .innerJoin(conferences, eq(conferences.id, conferenceOrders.conferenceId))
    .leftJoin(conferencePromoCodes, eq(conferencePromoCodes.id, conferenceOrders.promoCodeId))
    .where(eq(conferenceOrders.providerSessionId, sessionId))
    .limit(1);
  return row ? { ...row.order, passName: row.passName, conferenceName: row.conferenceName, promoCode: row.promoCode } : null;
}

export async function lockOrder(tx: DbOrTx, id: string): Promise<ConferenceOrderRow | null> {
  const [row] = await tx.select().from(conferenceOrders).where(eq(conferenceOrders.id, id)).for('update');
  return row ?? null;
}

/** Ends an OPEN order (EXPIRED or CANCELLED); null when it was no longer open. */
export async function endOpenOrder(db: DbOrTx, id: string, status: 'EXPIRED' | 'CANCELLED', now: Date): Promise<ConferenceOrderRow | null> {
  const [row] = await db
    .update(conferenceOrders)
    .set({ status, updatedAt: now })
    .where(and(eq(conferenceOrders.id, id), eq(conferenceOrders.status, 'OPEN')))
    .returning();
  return row ?? null;
}

/** Ends the pass's OPEN orders whose hold lapsed; each is returned once, however many buyers sweep at once. */
export function expireLapsedOrders(db: DbOrTx, passId: string, now: Date): Promise<ConferenceOrderRow[]> {
  return db
    .update(conferenceOrders)
    .set({ status: 'EXPIRED', updatedAt: now })
    .where(and(eq(conferenceOrders.passId, passId), eq(conferenceOrders.status, 'OPEN'), lte(conferenceOrders.holdExpiresAt, now)))
    .returning();
}

export async function markOrderPaid(db: DbOrTx, id: string, providerPaymentId: string | null, now: Date): Promise<void> {
  await db.update(conferenceOrders).set({ status: 'PAID', providerPaymentId, paidAt: now, updatedAt: now }).where(eq(conferenceOrders.id, id));
}

/** A payment that came too late for its tickets: recorded, to be refunded in full; null when the order was already settled. */
export async function markOrderRefunding(db: DbOrTx, id: string, providerPaymentId: string | null, now: Date): Promise<ConferenceOrderRow | null> {
  const [row] = await db
    .update(conferenceOrders)
    .set({ status: 'REFUNDING', providerPaymentId, paidAt: now, updatedAt: now })
    .where(and(eq(conferenceOrders.id, id), sql`${conferenceOrders.status} IN ('OPEN', 'EXPIRED', 'CANCELLED')`))
    .returning();
  return row ?? null;
}

/** The provider took the refund back: REFUNDING → REFUNDED once, however many runs get here. */
export async function markOrderRefunded(db: DbOrTx, id: string, now: Date): Promise<ConferenceOrderRow | null> {
  const [row] = await db
    .update(conferenceOrders)
    .set({ status: 'REFUNDED', updatedAt: now })
    .where(and(eq(conferenceOrders.id, id), eq(conferenceOrders.status, 'REFUNDING')))
    .returning();
  return row ?? null;
}

export async function setOrderCheckout(db: DbOrTx, id: string, checkout: { provider: string; sessionId: string; url: string }): Promise<void> {
  await db
    .update(conferenceOrders)
    .set({ provider: checkout.provider, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url, updatedAt: new Date() })
    .where(eq(conferenceOrders.id, id));
}

export async function insertTickets(db: DbOrTx, order: ConferenceOrderRow): Promise<void> {
  await db
    .insert(conferenceTickets)
    .values(
      Array.from({ length: order.quantity }, () => ({ orderId: order.id, conferenceId: order.conferenceId, passId: order.passId, buyerId: order.buyerId })),
    );
}

export interface TicketWithPass extends ConferenceTicketRow {
  passName: string;
}

/** The tickets the user bought or holds at the conference. */
export function listTicketsOf(db: DbOrTx, conferenceId: string, userId: string): Promise<TicketWithPass[]> {
  return db
    .select({ ticket: conferenceTickets, passName: conferencePasses.name })
    .from(conferenceTickets)
    .innerJoin(conferencePasses, eq(conferencePasses.id, conferenceTickets.passId))
    .where(and(eq(conferenceTickets.conferenceId, conferenceId), or(eq(conferenceTickets.buyerId, userId), eq(conferenceTickets.holderId, userId))))
    .orderBy(asc(conferenceTickets.createdAt), asc(conferenceTickets.id))
    .then((rows) => rows.map((row) => ({ ...row.ticket, passName: row.passName })));
}

export async function lockTicket(tx: DbOrTx, conferenceId: string, id: string): Promise<ConferenceTicketRow | null> {
  const [row] = await tx
    .select()
    .from(conferenceTickets)
    .where(and(eq(conferenceTickets.id, id), eq(conferenceTickets.conferenceId, conferenceId)))
    .for('update');
  return row ?? null;
}

export async function updateTicket(db: DbOrTx, id: string, changes: Partial<typeof conferenceTickets.$inferInsert>): Promise<void> {
  await db.update(conferenceTickets).set(changes).where(eq(conferenceTickets.id, id));
}

/** The user already holds a ticket of this conference (one attendee, one ticket). */
export async function holdsTicket(db: DbOrTx, conferenceId: string, userId: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: conferenceTickets.id })
    .from(conferenceTickets)
    .where(and(eq(conferenceTickets.conferenceId, conferenceId), eq(conferenceTickets.holderId, userId), sql`${conferenceTickets.id} <> ${exceptId}`))
    .limit(1);
  return rows.length > 0;
}
