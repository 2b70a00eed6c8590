import type { CircleSubscriptionStatus } from '@socials/domain';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { circles, circleSubscriptionCharges, circleSubscriptions, users, type CircleSubscriptionRow } from '../../db/schema';

export type { CircleSubscriptionRow };

/** The states in which a user has a membership in the making or in force: at most one row per circle and user. */
const LIVE: CircleSubscriptionStatus[] = ['OPEN', 'ACTIVE', 'PAST_DUE'];

/** Stores a new OPEN membership checkout, or null when the user already has a live one for the circle (the caller reads it). */
export async function insertOpenSubscription(db: DbOrTx, values: typeof circleSubscriptions.$inferInsert): Promise<CircleSubscriptionRow | null> {
  const [row] = await db
    .insert(circleSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: [circleSubscriptions.circleId, circleSubscriptions.userId], where: sql`status IN ('OPEN', 'ACTIVE', 'PAST_DUE')` })
    .returning();
  return row ?? null;
}

export async function findLiveSubscription(db: DbOrTx, circleId: string, userId: string): Promise<CircleSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(circleSubscriptions)
    .where(and(eq(circleSubscriptions.circleId, circleId), eq(circleSubscriptions.userId, userId), inArray(circleSubscriptions.status, LIVE)))
    .limit(1);
  return row ?? null;
}

/** The user's live membership of the circle, else their latest whatever its state (a newer checkout ended by an older one's payment comes after it). */
export async function findLatestSubscription(db: DbOrTx, circleId: string, userId: string): Promise<CircleSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(circleSubscriptions)
    .where(and(eq(circleSubscriptions.circleId, circleId), eq(circleSubscriptions.userId, userId)))
    .orderBy(sql`${inArray(circleSubscriptions.status, LIVE)} desc`, sql`${circleSubscriptions.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function findSubscription(db: DbOrTx, id: string): Promise<CircleSubscriptionRow | null> {
  const [row] = await db.select().from(circleSubscriptions).where(eq(circleSubscriptions.id, id)).limit(1);
  return row ?? null;
}

export async function lockSubscription(db: DbOrTx, id: string): Promise<CircleSubscriptionRow | null> {
  const [row] = await db.select().from(circleSubscriptions).where(eq(circleSubscriptions.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The membership a provider's subscription pays for (its latest, should a member have paid twice), locked. */
export async function lockSubscriptionOfProvider(db: DbOrTx, providerSubscriptionId: string): Promise<CircleSubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(circleSubscriptions)
    .where(eq(circleSubscriptions.providerSubscriptionId, providerSubscriptionId))
    .orderBy(sql`${circleSubscriptions.createdAt} desc`)
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Whether the provider's payment (an invoice) is already recorded as a charge of the membership. */
export async function hasChargeOfPayment(db: DbOrTx, subscriptionId: string, providerPaymentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: circleSubscriptionCharges.id })
    .from(circleSubscriptionCharges)
    .where(and(eq(circleSubscriptionCharges.subscriptionId, subscriptionId), eq(circleSubscriptionCharges.providerPaymentId, providerPaymentId)))
    .limit(1);
  return rows.length > 0;
}

/** The membership a test provider's session belongs to, with its circle's name. */
export async function findSubscriptionOfSession(
  db: DbOrTx,
  sessionId: string,
): Promise<{ subscription: CircleSubscriptionRow; circleName: string; circleSlug: string } | null> {
  const [row] = await db
    .select({ subscription: circleSubscriptions, circleName: circles.name, circleSlug: circles.slug })
    .from(circleSubscriptions)
    .innerJoin(circles, eq(circles.id, circleSubscriptions.circleId))
    .where(eq(circleSubscriptions.providerSessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** Records the provider's session on a checkout that has none yet; false when another request set one first. */
export async function setSubscriptionCheckout(
  db: DbOrTx,
  id: string,
  checkout: { provider: CircleSubscriptionRow['provider']; sessionId: string; url: string },
): Promise<boolean> {
  const rows = await db
    .update(circleSubscriptions)
    .set({ provider: checkout.provider, providerSessionId: checkout.sessionId, checkoutUrl: checkout.url, updatedAt: new Date() })
    .where(and(eq(circleSubscriptions.id, id), isNull(circleSubscriptions.providerSessionId)))
    .returning({ id: circleSubscriptions.id });
  return rows.length > 0;
}

export async function updateSubscription(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof circleSubscriptions.$inferInsert>,
  now: Date,
): Promise<CircleSubscriptionRow> {
  const [row] = await db
    .update(circleSubscriptions)
    .set({ ...changes, updatedAt: now })
    .where(eq(circleSubscriptions.id, id))
    .returning();
  return row!;
}

/** Records a charge of a period once: false when this period's charge is already recorded. */
export async function insertChargeOnce(db: DbOrTx, values: typeof circleSubscriptionCharges.$inferInsert): Promise<boolean> {
  const rows = await db.insert(circleSubscriptionCharges).values(values).onConflictDoNothing().returning({ id: circleSubscriptionCharges.id });
  return rows.length > 0;
}

export function listCharges(db: DbOrTx, subscriptionId: string) {
  return db
    .select()
    .from(circleSubscriptionCharges)
    .where(eq(circleSubscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(circleSubscriptionCharges.periodEnd);
}

/** Memberships whose paid period is over by `now`: to renew, or to end when cancelled. */
export function listDueSubscriptions(db: DbOrTx, now: Date, limit = 500) {
  return db
    .select({ id: circleSubscriptions.id, currentPeriodEnd: circleSubscriptions.currentPeriodEnd, cancelAtPeriodEnd: circleSubscriptions.cancelAtPeriodEnd })
    .from(circleSubscriptions)
    .where(and(eq(circleSubscriptions.status, 'ACTIVE'), lte(circleSubscriptions.currentPeriodEnd, now)))
    .limit(limit);
}

/** Past-due memberships whose grace period is over by `now`. */
export function listLapsingSubscriptions(db: DbOrTx, now: Date, limit = 500) {
  return db
    .select({ id: circleSubscriptions.id, currentPeriodEnd: circleSubscriptions.currentPeriodEnd })
    .from(circleSubscriptions)
    .where(and(eq(circleSubscriptions.status, 'PAST_DUE'), lte(circleSubscriptions.graceEndsAt, now)))
    .limit(limit);
}

export async function findSubscriber(db: DbOrTx, userId: string): Promise<{ email: string; firstName: string | null } | null> {
  const [row] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
