import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per resized image kept in the store (under "cache/"): its size in bytes and when it was
 * last served. The least recently served are deleted, row and object, once all of them together
 * pass the byte budget; a deleted one is made again the next time it is asked for.
 */
export const derivedImages = pgTable(
  'derived_images',
  {
    key: text('key').primaryKey(),
    bytes: integer('bytes').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('derived_images_last_used_idx').on(t.lastUsedAt)],
);
