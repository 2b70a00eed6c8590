import type { PointsReason } from '@socials/domain';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change of a user's points; the balance is their sum. A reward is granted once: the pair
 * (reason, reference) is unique, so a retry or a race inserts nothing the second time.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<PointsReason>().notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('points_ledger_reason_reference_key').on(t.reason, t.reference), index('points_ledger_user_idx').on(t.userId, t.createdAt)],
);

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
