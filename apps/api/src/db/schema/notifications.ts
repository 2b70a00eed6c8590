import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rsvps } from './rsvps';
import { socials } from './socials';
import { users } from './users';

/** The host's paragraph added to the e-mail their guests get once they are going (one per social). */
export const approvalEmailAddenda = pgTable('approval_email_addenda', {
  socialId: uuid('social_id')
    .primaryKey()
    .references(() => socials.id, { onDelete: 'cascade' }),
  addendum: text('addendum').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new RSVP that a host who chose the daily digest has yet to hear about. The digest sweep marks
 * the host's undigested items with the day of its digest in one UPDATE, so two sweeps at once
 * never put the same RSVP in two mails.
 */
export const rsvpDigestItems = pgTable(
  'rsvp_digest_items',
  {
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UTC day (YYYY-MM-DD) of the digest that told the host; null until then. */
    digestDay: text('digest_day'),
  },
  (t) => [primaryKey({ columns: [t.rsvpId, t.hostId] }), index('rsvp_digest_items_undigested_idx').on(t.hostId, t.submittedAt).where(sql`digest_day IS NULL`)],
);
