import { pgTable, text } from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  /** Stable readable key, e.g. "new-york": it appears in URLs and seed data. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  timezone: text('timezone').notNull(),
});

export type CityRow = typeof cities.$inferSelect;
