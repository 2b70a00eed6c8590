import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A page staff write: a blog post, a job, an FAQ, a featured speaker, a plan, the terms… */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Markdown, rendered and sanitised when read. */
    body: text('body').notNull().default(''),
    /** The fields of the kind (a job's company and bounty, a plan's price), checked by libs/domain when written. */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    published: boolean('published').notNull().default(false),
    /** When it was first published: the order of the public lists. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_entries_kind_slug').on(t.kind, t.slug), index('content_entries_kind_published_idx').on(t.kind, t.published, t.publishedAt)],
);

export type ContentEntryRow = typeof contentEntries.$inferSelect;
