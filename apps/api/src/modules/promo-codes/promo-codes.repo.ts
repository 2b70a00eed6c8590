import type { PaymentStatus } from '@socials/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { payments, promoCodes, ticketTiers, type PromoCodeRow } from '../../db/schema';

export type { PromoCodeRow } from '../../db/schema';

/** The columns a host sets on a code. */
export type PromoCodeFields = Pick<typeof promoCodes.$inferInsert, 'code' | 'discountType' | 'value' | 'tierIds' | 'usageLimit' | 'validFrom' | 'validUntil'>;

/** How many payments in `statuses` used each code, in one query; codes nobody used are missing. */
export async function countPaymentsByPromoCode(db: DbOrTx, promoCodeIds: readonly string[], statuses: readonly PaymentStatus[]): Promise<Map<string, number>> {
  if (promoCodeIds.length === 0) return new Map();
  const rows = await db
    .select({ promoCodeId: payments.promoCodeId, n: count() })
    .from(payments)
    .where(and(inArray(payments.promoCodeId, [...promoCodeIds]), inArray(payments.status, [...statuses])))
    .groupBy(payments.promoCodeId);
  return new Map(rows.map((row) => [row.promoCodeId ?? '', row.n]));
}

/** The live (not deleted) code of a social with exactly this text. */
export async function findLivePromoCodeByText(db: DbOrTx, socialId: string, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.socialId, socialId), eq(promoCodes.code, code), eq(promoCodes.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The live (not deleted) code with this id. */
export async function findLivePromoCodeById(db: DbOrTx, promoCodeId: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** A social's live codes, newest first. */
export function listLivePromoCodesOfSocial(db: DbOrTx, socialId: string): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.socialId, socialId), eq(promoCodes.isDeleted, false)))
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}

/** Which of `tierIds` are ticket tiers of the social. */
export async function findTierIdsOfSocial(db: DbOrTx, socialId: string, tierIds: readonly string[]): Promise<string[]> {
  if (tierIds.length === 0) return [];
  const rows = await db
    .select({ id: ticketTiers.id })
    .from(ticketTiers)
    .where(and(eq(ticketTiers.socialId, socialId), inArray(ticketTiers.id, [...tierIds])));
  return rows.map((row) => row.id);
}

export async function insertPromoCode(db: DbOrTx, values: PromoCodeFields & { socialId: string; createdById: string }): Promise<PromoCodeRow> {
  const [row] = await db.insert(promoCodes).values(values).returning();
  if (!row) throw new Error('The promo code insert returned no row');
  return row;
}

/** Replaces the settings of a live code; null when there is no such live code. */
export async function updateLivePromoCode(db: DbOrTx, promoCodeId: string, fields: PromoCodeFields, now: Date): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(promoCodes.id, promoCodeId), eq(promoCodes.isDeleted, false)))
    .returning();
  return row ?? null;
}

export async function markPromoCodeDeleted(db: DbOrTx, promoCodeId: string, now: Date): Promise<void> {
  await db.update(promoCodes).set({ isDeleted: true, updatedAt: now }).where(eq(promoCodes.id, promoCodeId));
}
