import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../core/db';

/** A round trip to the database; throws when it is not reachable. */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
