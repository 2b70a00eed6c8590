import { firstEmailVerificationReward, type PointsQuery, type PointsReason, type PointsReply } from '@socials/domain';
import type { Db, DbOrTx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { readConfig } from '../configs';
import { countVerifiedEmailsBefore, insertPointsUnlessGranted, listPoints, sumPoints } from './points.repo';

export interface PointsGrant {
  userId: string;
  delta: number;
  reason: PointsReason;
  /** What the points are for; with the reason, it makes the grant happen once. */
  reference: string;
}

/** Adds an entry to the ledger unless this reason and reference were granted before. True when it was added now. */
export async function grantPoints(db: DbOrTx, grant: PointsGrant): Promise<boolean> {
  if (grant.delta === 0) return false;
  return (await insertPointsUnlessGranted(db, grant)) !== undefined;
}

/** The user's balance: the sum of their ledger. */
export function pointsBalance(db: DbOrTx, userId: string): Promise<number> {
  return sumPoints(db, userId);
}

/**
 * Called when a user verified an e-mail address: the first one of the general and company
 * categories earns the reward staff configured (circle configs, spec 9); school addresses none.
 * Keyed by user and category, so a repeated or concurrent verification grants it once.
 */
export async function rewardFirstEmailVerification(db: DbOrTx, userId: string, verified: { id: string; emailCategory: string; createdAt: Date }): Promise<number> {
  const earlier = await countVerifiedEmailsBefore(db, userId, verified);
  const { firstEmailVerificationReward: reward } = await readConfig(db, 'circle');
  const delta = firstEmailVerificationReward(verified.emailCategory, earlier > 0, reward);
  const granted = await grantPoints(db, { userId, delta, reason: 'FIRST_EMAIL_VERIFICATION', reference: `${userId}:${verified.emailCategory}` });
  return granted ? delta : 0;
}

/** GET /users/me/points */
export async function getOwnPoints(db: Db, userId: string, query: PointsQuery): Promise<PointsReply> {
  const rows = await listPoints(db, userId, { after: decodeCursor(query.exclusiveStartKey), limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    balance: await sumPoints(db, userId),
    data: page.map((row) => ({ id: row.id, delta: row.delta, reason: row.reason, reference: row.reference, createdAt: row.createdAt.getTime() })),
    meta: { lastEvaluatedKey: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null },
  };
}
