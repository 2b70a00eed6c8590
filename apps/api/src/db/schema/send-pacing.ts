import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per outbound provider (smtp, twilio): the first send time not yet handed out (core/pacing.ts). */
export const sendPacing = pgTable('send_pacing', {
  provider: text('provider').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});
