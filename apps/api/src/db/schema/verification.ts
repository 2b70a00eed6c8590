import type { EmailVerificationCategory } from '@socials/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per code sent by POST /verification/emails: the address a user wants to prove they
 * read. Like sign_in_codes, the rows double as the rate-limit record (per address, per user).
 */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    /** The emailVerificationId the client sends back with the code. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was confirmed, voided by a newer code for the same address, or spent its wrong guesses. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_verification_codes_email_created_idx').on(t.email, t.createdAt),
    index('email_verification_codes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Addresses their users proved they read. An address belongs to one user at most. */
export const verifiedEmails = pgTable(
  'verified_emails',
  {
    /** The id of the verification (email_verification_codes.id) that proved it. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull().unique(),
    emailCategory: text('email_category').$type<EmailVerificationCategory>().notNull(),
    /** The e-mail domain; null for free mail addresses. */
    organizationId: text('organization_id'),
    organizationName: text('organization_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verified_emails_user_idx').on(t.userId)],
);

export type VerifiedEmailRow = typeof verifiedEmails.$inferSelect;
