import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { botCheckSolutions, rateLimitHits } from '../db/schema';
import type { BotCheckAction, BotCheckConfig } from './config';
import type { DbOrTx } from './db';
import { clientKey } from './rate-limit';
import { withTransaction } from './transaction';

/** Advisory-lock key space (auth uses 7101–7102, verification 7103–7104, rate limits 7105). */
const LOCK_BOT_CHECK = 7106;

/** An ALTCHA challenge: the browser finds `number` such that SHA-256(salt + number) is `challenge`. */
export type BotChallenge = Challenge;

export type BotCheckOutcome = { pass: true } | { pass: false; challenge: BotChallenge };

/** A new challenge signed with the server's key, good for `challengeSeconds`. */
export function createBotChallenge(config: BotCheckConfig, now = new Date()): Promise<BotChallenge> {
  return createChallenge({ hmacKey: config.hmacKey, maxNumber: config.maxNumber, expires: new Date(now.getTime() + config.challengeSeconds * 1000) });
}

/** The solved challenge of the firewall header: base64 of the ALTCHA payload's JSON. Anything else is no solution. */
export function parseBotSolution(header: string | undefined): Payload | null {
  if (!header || header.length > 2000) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
    if (typeof algorithm !== 'string' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) return null;
    return { algorithm: algorithm as Payload['algorithm'], challenge, number, salt, signature };
  } catch {
    return null;
  }
}

/** When a solved challenge stops being accepted (its expiry is signed into the salt). */
function expiryOf(payload: Payload, config: BotCheckConfig, now: Date): Date {
  const seconds = Number(extractParams(payload).expires);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(now.getTime() + config.challengeSeconds * 1000);
}

/**
 * Spends a solution: true when it solves a challenge this server signed, has not expired and was
 * not presented before. Its signature is stored until it expires, so it is good once, on every instance.
 */
async function spendSolution(db: DbOrTx, config: BotCheckConfig, payload: Payload, now: Date): Promise<boolean> {
  if (!(await verifySolution(payload, config.hmacKey, true))) return false;
  await db.delete(botCheckSolutions).where(lte(botCheckSolutions.expiresAt, now));
  const stored = await db
    .insert(botCheckSolutions)
    .values({ signature: payload.signature, expiresAt: expiryOf(payload, config, now) })
    .onConflictDoNothing()
    .returning({ signature: botCheckSolutions.signature });
  return stored.length === 1;
}

/**
 * Counts one request of `action` from this network (in the database, so the count holds across
 * API instances). Within the configured limit it passes; past it, only a request carrying a valid,
 * unspent solution passes, and that solution starts the network's count again. Otherwise the
 * caller gets a fresh challenge to solve.
 */
export async function checkForBots(
  db: DbOrTx,
  config: BotCheckConfig,
  action: BotCheckAction,
  ip: string,
  solutionHeader: string | undefined,
  now = new Date(),
): Promise<BotCheckOutcome> {
  const limit = config.limits[action];
  if (limit === 0) return { pass: true };
  const key = `bot-check:${action}:${clientKey(ip)}`;
  const since = new Date(now.getTime() - config.windowSeconds * 1000);
  const passed = await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BOT_CHECK}, hashtext(${key}))`);
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.createdAt, since)));
    const [counted] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)));
    if ((counted?.n ?? 0) >= limit) {
      const solution = parseBotSolution(solutionHeader);
      if (!solution || !(await spendSolution(tx, config, solution, now))) return false;
      await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    }
    await tx.insert(rateLimitHits).values({ key, createdAt: now });
    return true;
  });
  return passed ? { pass: true } : { pass: false, challenge: await createBotChallenge(config, now) };
}
