import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_TIMESTAMP } from '@socials/domain';
import { DomainError } from './domain-error';

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
  throw new DomainError('INVALID_PAGE_KEY', 'exclusiveStartKey is not a key this list gave out', {
    fieldErrors: [{ field: 'query.exclusiveStartKey', message: 'Unknown page key' }],
  });
}

/**
 * Where and order of a newest-first page on (time, id) after `cursor`. PostgreSQL timestamps carry
 * microseconds and cursors milliseconds: the time is compared and sorted at millisecond precision,
 * or rows made within one millisecond would be skipped or repeated between pages.
 */
export function newestFirstPage(time: AnyPgColumn, id: AnyPgColumn, cursor: PageCursor | null): { where: SQL | undefined; orderBy: [SQL, SQL] } {
  const ms = sql<Date>`date_trunc('milliseconds', ${time})`;
  return {
    where: cursor ? or(lt(ms, cursor.at), and(eq(ms, cursor.at), lt(id, cursor.id))) : undefined,
    orderBy: [desc(ms), desc(id)],
  };
}
