import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { circleMembershipPrices, type CircleMembershipPriceRow } from '../../db/schema';

export type { CircleMembershipPriceRow };

export async function findMembershipPrice(db: DbOrTx, circleId: string): Promise<CircleMembershipPriceRow | null> {
  const [row] = await db.select().from(circleMembershipPrices).where(eq(circleMembershipPrices.circleId, circleId)).limit(1);
  return row ?? null;
}

/** Sets the circle's price, or (both null) makes it free to join. */
export async function saveMembershipPrice(
  db: DbOrTx,
  circleId: string,
  price: { monthlyCents: number | null; yearlyCents: number | null; currency: string },
): Promise<void> {
  if (price.monthlyCents === null && price.yearlyCents === null) {
    await db.delete(circleMembershipPrices).where(eq(circleMembershipPrices.circleId, circleId));
    return;
  }
  const values = { ...price, updatedAt: new Date() };
  await db
    .insert(circleMembershipPrices)
    .values({ circleId, ...values })
    .onConflictDoUpdate({ target: circleMembershipPrices.circleId, set: values });
}
