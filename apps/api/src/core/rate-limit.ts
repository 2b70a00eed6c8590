import { isIPv6 } from 'node:net';
import { and, eq, lte, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { DbOrTx } from './db';
import { enforceRateLimits } from './one-time-code';
import { withTransaction } from './transaction';

export interface RequestLimit {
  /** Which limit: "promo-code". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Ends the 429 message: "Too many {noun} were requested for your network." */
  noun: string;
}

/** Advisory-lock key space (auth uses 7101–7102, verification 7103–7104). */
const LOCK_RATE_LIMIT = 7105;

/**
 * Who a limit counts: the IPv4 address, or the /64 network of an IPv6 one (one subscriber gets a
 * whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientKey(ip: string): string {
  const address = ip.toLowerCase().startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts one request of this client against a limit, or refuses it with RATE_LIMITED (429 and
 * Retry-After) once the client made `limit` of them in the window. The count is kept in the
 * database, so it holds across API instances; parallel requests of one client take turns.
 */
export async function countRequest(db: DbOrTx, limit: RequestLimit, ip: string, now = new Date()): Promise<void> {
  await countHit(db, limit, `${limit.name}:${clientKey(ip)}`, 'your network', now);
}

/** The same, counted per signed-in user (what a user does from any network: posting messages). */
export async function countUserRequest(db: DbOrTx, limit: RequestLimit, userId: string, now = new Date()): Promise<void> {
  await countHit(db, limit, `${limit.name}:user:${userId}`, 'you', now);
}

async function countHit(db: DbOrTx, limit: RequestLimit, key: string, what: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RATE_LIMIT}, hashtext(${key}))`);
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lte(rateLimitHits.createdAt, since)));
    await enforceRateLimits(
      tx,
      {
        table: rateLimitHits,
        createdAt: rateLimitHits.createdAt,
        windowSeconds: limit.windowSeconds,
        noun: limit.noun,
        checks: [{ column: rateLimitHits.key, value: key, limit: limit.limit, what }],
      },
      now,
    );
    await tx.insert(rateLimitHits).values({ key, createdAt: now });
  });
}
