import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rsvps } from './rsvps';
import { socials } from './socials';
import { users } from './users';

/** An attendee's review of a social's hosts: one per person per social. */
export const hostReviews = pgTable(
  'host_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    /** The checked-in RSVP the review was written through. */
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** Hidden by staff: out of public lists and averages, still shown to the author and staff. */
    hidden: boolean('hidden').notNull().default(false),
    moderationReason: text('moderation_reason'),
    moderatedById: uuid('moderated_by_id').references(() => users.id, { onDelete: 'set null' }),
    replyComment: text('reply_comment'),
    replyAuthorId: uuid('reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('host_reviews_one_per_author_social').on(t.socialId, t.authorId),
    index('host_reviews_social_idx').on(t.socialId, t.createdAt),
    index('host_reviews_created_idx').on(t.createdAt),
  ],
);

export type HostReviewRow = typeof hostReviews.$inferSelect;

/** A host's private rating of an attendee of their social: seen by the hosts and staff only. */
export const attendeeReviews = pgTable(
  'attendee_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendee_reviews_one_per_rsvp').on(t.rsvpId)],
);

export type AttendeeReviewRow = typeof attendeeReviews.$inferSelect;
