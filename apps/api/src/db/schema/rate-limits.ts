import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per counted request of a rate limit that has no table of its own to count (price checks
 * with a promo code): `key` names the limit and the client, e.g. "promo-code:203.0.113.7". Rows
 * older than their window are deleted as the same key is counted again.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_created_idx').on(t.key, t.createdAt)],
);
