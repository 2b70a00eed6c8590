import { firstEmailVerificationReward, type PointsQuery, type PointsReason, type PointsReply } from '@socials/domain';
import type { Db, DbOrTx, Tx } from '../../core/db';
import { decodeCursor, encodeCursor } from '../../core/keyset-paging';
import { readConfig } from '../configs';
import { countVerifiedEmailsBefore, findPointsEntry, insertPointsUnlessGranted, listPoints, lockPointsHolder, sumPoints } from './points.repo';
import { pointsError } from './points.errors';

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
 * categories earns the reward staff configured (circle settings); school addresses none.
 * Keyed by user and category, so a repeated or concurrent verification grants it once.
 */
export async function rewardFirstEmailVerification(
  db: DbOrTx,
  userId: string,
  verified: { id: string; emailCategory: string; createdAt: Date },
): Promise<number> {
  const earlier = await countVerifiedEmailsBefore(db, userId, verified);
  const { firstEmailVerificationReward: reward } = await readConfig(db, 'circle');
  const delta = firstEmailVerificationReward(verified.emailCategory, earlier > 0, reward);
  const granted = await grantPoints(db, { userId, delta, reason: 'FIRST_EMAIL_VERIFICATION', reference: `${userId}:${verified.emailCategory}` });
  return granted ? delta : 0;
}

const rsvpReference = (rsvpId: string) => `rsvp:${rsvpId}`;

/**
 * The RSVP points-deduction step: spends the tier's `cost` for this RSVP inside the RSVP's
 * transaction (spendPoints: one balance is never spent twice, a repeat spends nothing).
 */
export async function spendPointsForRsvp(tx: Tx, userId: string, rsvpId: string, cost: number): Promise<void> {
  await spendPoints(tx, {
    userId,
    cost,
    reason: 'RSVP_POINTS_DEDUCTION',
    reference: rsvpReference(rsvpId),
    notEnough: (balance) => `This ticket costs ${cost} points and you have ${balance}`,
  });
}

/**
 * Gives back what an RSVP spent, once: called when it is cancelled or rejected. An attendee's
 * cancellation is allowed only before the start, and the cancellation rules always return the
 * ticket's price (only a deposit can be kept), so points, the price of a points-only ticket,
 * always come back. Returns the points returned now (0 when none were spent or they came back already).
 */
export async function refundRsvpPoints(tx: DbOrTx, rsvpId: string): Promise<number> {
  const spent = await findPointsEntry(tx, 'RSVP_POINTS_DEDUCTION', rsvpReference(rsvpId));
  if (!spent || spent.delta >= 0) return 0;
  const returned = await grantPoints(tx, { userId: spent.userId, delta: -spent.delta, reason: 'RSVP_POINTS_REFUND', reference: rsvpReference(rsvpId) });
  return returned ? -spent.delta : 0;
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

/** What a spend of points is for, and what to tell someone whose balance falls short. */
export interface PointsSpend {
  userId: string;
  cost: number;
  reason: PointsReason;
  /** With the reason, it makes the spend happen once. */
  reference: string;
  notEnough: (balance: number) => string;
}

/**
 * Spends points inside the caller's transaction: the user's row is locked first, so two spends at
 * once count the balance one after the other; the ledger's key makes a repeat spend nothing.
 * 409 NOT_ENOUGH_POINTS when the balance falls short. True when the points were spent now.
 */
export async function spendPoints(tx: Tx, spend: PointsSpend): Promise<boolean> {
  if (spend.cost <= 0) return false;
  if (!(await lockPointsHolder(tx, spend.userId))) throw new Error(`No user ${spend.userId} to spend points of`);
  const balance = await sumPoints(tx, spend.userId);
  if (balance < spend.cost) throw pointsError('NOT_ENOUGH_POINTS', spend.notEnough(balance));
  return grantPoints(tx, { userId: spend.userId, delta: -spend.cost, reason: spend.reason, reference: spend.reference });
}
