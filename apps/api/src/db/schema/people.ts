import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { PointsReason } from '@socials/domain';
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

/** A user's invite codes (POST /createInviteCodeRequest); the share link carries the first as ?ref=. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Two attendees who met: one scanned the other's QR code (POST /users/scan). Stored once per pair, smaller id first. */
export const userConnections = pgTable(
  'user_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who scanned whom. */
    scannedById: uuid('scanned_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherUserId] }),
    index('user_connections_other_idx').on(t.otherUserId),
    check('user_connections_ordered', sql`${t.userId} < ${t.otherUserId}`),
  ],
);
