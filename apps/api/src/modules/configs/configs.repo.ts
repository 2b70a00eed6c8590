import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';
import { configs } from '../../db/schema';

export type { ConfigRow } from '../../db/schema';

/** The stored value of each of these groups that staff changed (absent groups read their defaults). */
export async function findStoredConfigs(db: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores a group's whole value, replacing what was there. */
export async function saveConfig(db: DbOrTx, key: string, value: Record<string, unknown>, updatedById: string): Promise<void> {
  await db
    .insert(configs)
    .values({ key, value, updatedById })
    .onConflictDoUpdate({ target: configs.key, set: { value, updatedById, updatedAt: sql`now()` } });
}

/** The group's stored value, its row locked until the transaction ends (made empty first if staff never changed it). */
export async function lockStoredConfig(tx: DbOrTx, key: string, updatedById: string): Promise<Record<string, unknown>> {
  await tx.insert(configs).values({ key, value: {}, updatedById }).onConflictDoNothing({ target: configs.key });
  const [row] = await tx.select({ value: configs.value }).from(configs).where(eq(configs.key, key)).for('update');
  return row?.value ?? {};
}
