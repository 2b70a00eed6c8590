import type { BadgeSettings } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rsvps } from './rsvps';
import { socials } from './socials';

/** A table of a social (TABLE_GROUPING): hosts seat approved guests at it; guests see theirs on their ticket. */
export const socialTables = pgTable(
  'social_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Seats at the table; null: as many as the host seats there. */
    capacity: integer('capacity'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_tables_social_idx').on(t.socialId, t.position), check('social_tables_capacity_positive', sql`capacity IS NULL OR capacity > 0`)],
);

/** Who sits at which table: one table per RSVP. */
export const tableSeats = pgTable(
  'table_seats',
  {
    rsvpId: uuid('rsvp_id')
      .primaryKey()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => socialTables.id, { onDelete: 'cascade' }),
  },
  (t) => [index('table_seats_table_idx').on(t.tableId)],
);

/** What a social's printed badges and table tents show (GET/PATCH /socials/{id}/badges-tents). */
export const badgeSettings = pgTable('badge_settings', {
  socialId: uuid('social_id')
    .primaryKey()
    .references(() => socials.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<BadgeSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SocialTableRow = typeof socialTables.$inferSelect;
