import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_TIMESTAMP } from '@socials/domain';
import { coreError } from './domain-error';

/** Where a keyset page ended: the sort timestamp and id of its last row. */
export interface PageCursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: they hand back meta.lastEvaluatedKey as exclusiveStartKey unchanged. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at.getTime(), cursor.id])).toString('base64url');
}

export function decodeCursor(key: string | undefined): PageCursor | null {
  if (key === undefined || key === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === 'number' && Number.isSafeInteger(at) && at >= 0 && at <= MAX_TIMESTAMP && typeof id === 'string' && UUID.test(id)) {
        return { at: new Date(at), id };
      }
    }
  } catch {
    // Fall through to the 400 below.
  }
  throw coreError('INVALID_PAGE_KEY', 'exclusiveStartKey is not a key this list gave out', {
    fieldErrors: [{ field: 'query.exclusiveStartKey', message: 'Unknown page key' }],
  });
}

/** Where and order of a keyset page, and its sort time as the page keys carry it. */
export interface KeysetPage {
  where: SQL | undefined;
  orderBy: [SQL, SQL];
  /** The sort time to the millisecond: select it when the next page's key is made from it. */
  at: SQL<Date>;
}

/**
 * A page on (time, id) after `cursor`. PostgreSQL timestamps carry microseconds and cursors
 * milliseconds: the time is compared and sorted at millisecond precision, or rows made within one
 * millisecond would be skipped or repeated between pages. `time` is a column or an expression of
 * columns (coalesce(published_at, created_at)).
 */
function keysetPage(order: 'newest' | 'oldest', time: AnyPgColumn | SQL, id: AnyPgColumn, cursor: PageCursor | null): KeysetPage {
  const at = sql<Date>`date_trunc('milliseconds', ${time})`;
  const [beyond, sort] = order === 'newest' ? [lt, desc] : [gt, asc];
  return {
    where: cursor ? or(beyond(at, cursor.at), and(eq(at, cursor.at), beyond(id, cursor.id))) : undefined,
    orderBy: [sort(at), sort(id)],
    at,
  };
}

/** Newest first on (time, id), after `cursor`. */
export function newestFirstPage(time: AnyPgColumn | SQL, id: AnyPgColumn, cursor: PageCursor | null): KeysetPage {
  return keysetPage('newest', time, id, cursor);
}

/** Oldest first on (time, id), after `cursor`. */
export function oldestFirstPage(time: AnyPgColumn | SQL, id: AnyPgColumn, cursor: PageCursor | null): KeysetPage {
  return keysetPage('oldest', time, id, cursor);
}
