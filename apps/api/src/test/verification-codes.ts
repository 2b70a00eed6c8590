import { eq, sql } from 'drizzle-orm';
import type { Db } from '../core/db';
import { emailVerificationCodes } from '../db/schema';

/**
 * Moves a user's earlier verification codes out of the per-user limit's window
 * (EMAIL_VERIFICATION_LIMITS: 10 in 15 minutes), for suites that start more verifications for one
 * account than a person may, such as the authorization matrix (one per route and role).
 */
export async function ageVerificationCodes(db: Db, userId: string): Promise<void> {
  await db
    .update(emailVerificationCodes)
    .set({ createdAt: sql`${emailVerificationCodes.createdAt} - interval '1 day'` })
    .where(eq(emailVerificationCodes.userId, userId));
}
