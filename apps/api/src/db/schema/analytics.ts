import type { AnalyticsEventType } from '@socials/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { socials } from './socials';
import { users } from './users';

/**
 * What no other table records: page views of a social (PAGE_VIEW, counted per visitor for
 * UNIQUE_USER) and the clients' non-GET and failed API calls (API_CALL, API_FAILURE). RSVPs,
 * attendance, tiers, surveys and campaign e-mails are counted from their own tables instead.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<AnalyticsEventType>().notNull(),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'cascade' }),
    /** The signed-in user who sent it, if any; anonymous visitors have only their visitor id. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id').notNull(),
    method: text('method'),
    endpoint: text('endpoint'),
    status: integer('status'),
    /** The call's payload and the failed call's response, stripped of secrets by the client and again here. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_social_idx').on(t.socialId, t.type, t.createdAt), index('analytics_events_type_idx').on(t.type, t.createdAt)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
