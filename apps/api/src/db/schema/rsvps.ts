import type { RsvpStatus } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials, ticketTiers } from './socials';
import { users } from './users';

export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketTierId: uuid('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'set null' }),
    status: text('status').$type<RsvpStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active RSVP per user and social; the statuses are INACTIVE_RSVP_STATUSES of @socials/domain.
    uniqueIndex('rsvps_one_active_per_user')
      .on(t.socialId, t.userId)
      .where(sql`status NOT IN ('INITIAL', 'PARTIAL_UPDATE', 'CANCELLED')`),
    index('rsvps_social_idx').on(t.socialId, t.createdAt),
    index('rsvps_user_idx').on(t.userId),
  ],
);

export type RsvpRow = typeof rsvps.$inferSelect;
