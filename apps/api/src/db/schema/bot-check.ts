import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The bot-check solutions already spent: a solved challenge lets one caller through once. A row is
 * kept until its challenge expires (after that the signature is refused as expired anyway).
 */
export const botCheckSolutions = pgTable(
  'bot_check_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_solutions_expires_idx').on(t.expiresAt)],
);
