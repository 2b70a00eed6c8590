import type { InvoiceCurrency, InvoiceStatus, PatronAutomationStatus, PatronQuestionStatus } from '@socials/domain';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials } from './socials';
import { users } from './users';

/** A patron (sponsor): a company with a public profile, members who act for it, invoices and a question bank. */
export const patrons = pgTable('patrons', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The profile's address: /patrons/{code}. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  logoUrl: text('logo_url'),
  websiteUrl: text('website_url'),
  automationStatus: text('automation_status').$type<PatronAutomationStatus>().notNull().default('OFF'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The users who act for a patron (its portal); staff add them. */
export const patronMembers = pgTable(
  'patron_members',
  {
    patronId: uuid('patron_id')
      .notNull()
      .references(() => patrons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patronId, t.userId] }), index('patron_members_user_idx').on(t.userId)],
);

/** The socials a patron sponsors: its logo shows on them and its reports cover them. */
export const patronSponsorships = pgTable(
  'patron_sponsorships',
  {
    patronId: uuid('patron_id')
      .notNull()
      .references(() => patrons.id, { onDelete: 'cascade' }),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patronId, t.socialId] }), index('patron_sponsorships_social_idx').on(t.socialId)],
);

/** The last invoice number given out in each year: one row per year, moved by one atomic upsert per invoice. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

export const patronInvoices = pgTable(
  'patron_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patronId: uuid('patron_id')
      .notNull()
      .references(() => patrons.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    description: text('description').notNull(),
    /** In the currency's minor unit. */
    amount: integer('amount').notNull(),
    currency: text('currency').$type<InvoiceCurrency>().notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('ISSUED'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patron_invoices_number_idx').on(t.number),
    uniqueIndex('patron_invoices_year_sequence_idx').on(t.year, t.sequence),
    index('patron_invoices_patron_idx').on(t.patronId, t.issuedAt),
  ],
);

/** A patron's question bank: generated from the socials it sponsors, moderated by staff. */
export const patronQuestions = pgTable(
  'patron_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patronId: uuid('patron_id')
      .notNull()
      .references(() => patrons.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').$type<PatronQuestionStatus>().notNull().default('PENDING'),
    moderatedById: uuid('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('patron_questions_text_idx').on(t.patronId, t.text), index('patron_questions_status_idx').on(t.status, t.createdAt)],
);

/** A user's choice to let the patrons of the socials they attend see their name and headline; absent means no. */
export const patronSharePreferences = pgTable('patron_share_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shareWithPatrons: boolean('share_with_patrons').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PatronRow = typeof patrons.$inferSelect;
export type PatronInvoiceRow = typeof patronInvoices.$inferSelect;
export type PatronQuestionRow = typeof patronQuestions.$inferSelect;
