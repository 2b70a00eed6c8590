import type { PaymentStatus } from '@socials/domain';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../core/db';
import { paymentEvents, payments, socials, users, type PaymentRow, type SocialRow, type UserRow } from '../../db/schema';

export type { PaymentRow } from '../../db/schema';

export type NewPaymentRow = typeof payments.$inferInsert;

export async function findPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

/** The payment, locked until `tx` ends. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function findSocialIdOfPayment(db: DbOrTx, paymentId: string): Promise<string | null> {
  const [row] = await db.select({ socialId: payments.socialId }).from(payments).where(eq(payments.id, paymentId));
  return row?.socialId ?? null;
}

/** The user's OPEN payment for the social, locked until `tx` ends. */
export async function lockOpenPaymentOf(tx: Tx, socialId: string, userId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.socialId, socialId), eq(payments.userId, userId), eq(payments.status, 'OPEN')))
    .for('update');
  return row ?? null;
}

/** The user's latest PAID payment for the social, locked until `tx` ends. */
export async function lockLatestPaidPaymentOf(tx: Tx, socialId: string, userId: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.socialId, socialId), eq(payments.userId, userId), eq(payments.status, 'PAID')))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The latest PAID payment of an RSVP. */
export async function findPaidPaymentOfRsvp(db: DbOrTx, rsvpId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.rsvpId, rsvpId), eq(payments.status, 'PAID')))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row ?? null;
}

/** Every payment of an RSVP, newest first. */
export function listPaymentsOfRsvp(db: DbOrTx, rsvpId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.rsvpId, rsvpId)).orderBy(desc(payments.createdAt));
}

export function listPaymentsOfSocial(db: DbOrTx, socialId: string, statuses: readonly PaymentStatus[]): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.socialId, socialId), inArray(payments.status, [...statuses])));
}

export async function listPaidPaymentIdsOfSocial(db: DbOrTx, socialId: string): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'PAID')));
  return rows.map((row) => row.id);
}

export type BuyerNames = Pick<UserRow, 'displayName' | 'firstName' | 'lastName'>;

/** A social's payments in `statuses` with their buyers' names, newest first (paid, else started), at most `limit`. */
export function listPaymentsOfSocialWithBuyers(
  db: DbOrTx,
  socialId: string,
  statuses: readonly PaymentStatus[],
  limit: number,
): Promise<{ payment: PaymentRow; buyer: BuyerNames }[]> {
  return db
    .select({ payment: payments, buyer: { displayName: users.displayName, firstName: users.firstName, lastName: users.lastName } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.socialId, socialId), inArray(payments.status, [...statuses])))
    .orderBy(desc(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`), desc(payments.id))
    .limit(limit);
}

/** The paid payments of the socials `ownerId` owns. */
export function listPaidPaymentsOfOwner(db: DbOrTx, ownerId: string): Promise<PaymentRow[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(socials, eq(socials.id, payments.socialId))
    .where(and(eq(socials.ownerId, ownerId), eq(payments.status, 'PAID')))
    .then((rows) => rows.map((row) => row.payment));
}

/** A user's payments in `statuses` with their socials, newest first, at most `limit`. */
export function listPaymentsOfUserWithSocials(
  db: DbOrTx,
  userId: string,
  statuses: readonly PaymentStatus[],
  limit: number,
): Promise<{ payment: PaymentRow; social: SocialRow }[]> {
  return db
    .select({ payment: payments, social: socials })
    .from(payments)
    .innerJoin(socials, eq(socials.id, payments.socialId))
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...statuses])))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The payment of a provider checkout session, with its social's title. */
export async function findPaymentOfSession(db: DbOrTx, sessionId: string): Promise<{ payment: PaymentRow; title: string } | null> {
  const [row] = await db
    .select({ payment: payments, title: socials.title })
    .from(payments)
    .innerJoin(socials, eq(socials.id, payments.socialId))
    .where(eq(payments.providerSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** The payment the provider knows by this PaymentIntent. */
export async function findPaymentByProviderPaymentId(db: DbOrTx, providerPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
  return row ?? null;
}

/** Socials with an OPEN payment whose hold ended by `now`. */
export async function listSocialIdsWithLapsedHolds(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ socialId: payments.socialId })
    .from(payments)
    .where(and(eq(payments.status, 'OPEN'), lte(payments.holdExpiresAt, now)));
  return rows.map((row) => row.socialId);
}

/**
 * Whether a seat of the social held by a checkout may come back to `userId`: an OPEN checkout whose
 * hold lapsed by `now` (given back at the social's next lock), or one of their own (ended when they
 * open another).
 */
export async function hasHoldToGiveBack(db: DbOrTx, socialId: string, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'OPEN'), or(lte(payments.holdExpiresAt, now), eq(payments.userId, userId))))
    .limit(1);
  return row !== undefined;
}

export async function insertPayment(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('Insert returned no payment');
  return row;
}

/** OPEN → EXPIRED (no checkout address any more); null when the payment was no longer OPEN. */
export async function expireOpenPayment(db: DbOrTx, paymentId: string, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'EXPIRED', checkoutUrl: null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'OPEN')))
    .returning();
  return row ?? null;
}

/** OPEN → FAILED: no checkout was opened for it. */
export async function failOpenPayment(db: DbOrTx, paymentId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'FAILED', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'OPEN')));
}

/** The provider's checkout session and the address the attendee pays at. */
export async function setCheckoutSession(db: DbOrTx, paymentId: string, session: { sessionId: string; url: string }, now: Date): Promise<void> {
  await db.update(payments).set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: now }).where(eq(payments.id, paymentId));
}

/** → PAID at `now`, with the provider's payment id and, for a payment that confirms nothing, why. */
export async function markPaymentPaid(
  db: DbOrTx,
  paymentId: string,
  paid: { providerPaymentId: string | null; failureMessage: string | null },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ status: 'PAID', providerPaymentId: paid.providerPaymentId, paidAt: now, checkoutUrl: null, failureMessage: paid.failureMessage, updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error('Update returned no payment');
  return row;
}

/** Notes why the last try of an OPEN payment failed. */
export async function recordFailedTry(db: DbOrTx, paymentId: string, failureMessage: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ failureMessage, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'OPEN')));
}

/**
 * Marks the social's PAID payments that hold a deposit not settled yet as settled at `now`, and
 * returns them: each is claimed by one caller only.
 */
export function claimUnsettledDeposits(tx: Tx, socialId: string, now: Date): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ depositSettledAt: now, updatedAt: now })
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'PAID'), gt(payments.depositCents, 0), isNull(payments.depositSettledAt)))
    .returning();
}

/** Records a provider event by its id; false when it was recorded before. */
export async function recordProviderEvent(tx: Tx, event: { id: string; type: string }): Promise<boolean> {
  const recorded = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/** The card is held, not charged: the RSVP waits for the hosts until `authorizedUntil`. */
export async function markPaymentAuthorized(
  db: DbOrTx,
  paymentId: string,
  held: { providerPaymentId: string | null; authorizedUntil: Date },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'AUTHORIZED',
      providerPaymentId: held.providerPaymentId,
      authorizedUntil: held.authorizedUntil,
      checkoutUrl: null,
      failureMessage: null,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error('Update returned no payment');
  return row;
}

/** The held payment of an RSVP, if its card is still held. */
export async function findAuthorizedPaymentOfRsvp(db: DbOrTx, rsvpId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.rsvpId, rsvpId), eq(payments.status, 'AUTHORIZED')))
    .limit(1);
  return row ?? null;
}

/** Ids of the social's payments whose card is still held. */
export async function listAuthorizedPaymentIdsOfSocial(db: DbOrTx, socialId: string): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.socialId, socialId), eq(payments.status, 'AUTHORIZED')));
  return rows.map((row) => row.id);
}

/** Held payments whose wait for the hosts ended by `now`. */
export function listLapsedCardHolds(db: DbOrTx, now: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'AUTHORIZED'), lte(payments.authorizedUntil, now)));
}

/** Moves a held payment on (captured → PAID, let go → RELEASED) if it is still held; null when it was not. */
export async function settleCardHold(db: DbOrTx, paymentId: string, outcome: 'PAID' | 'RELEASED', now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: outcome, ...(outcome === 'PAID' ? { paidAt: now } : {}), updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'AUTHORIZED')))
    .returning();
  return row ?? null;
}

/** A held payment the provider refuses to charge: FAILED with the reason, if it is still held; null when it was not. */
export async function failCardHold(db: DbOrTx, paymentId: string, failureMessage: string, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status: 'FAILED', failureMessage, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'AUTHORIZED')))
    .returning();
  return row ?? null;
}
