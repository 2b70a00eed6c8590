import type { BlastAudienceFilter, BlastChannel, BlastKind, BlastMessageStatus, BlastSource, BlastStatus } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials } from './socials';
import { users } from './users';

/**
 * A message from a host to an audience (a social's guests, a circle's members, the host's
 * subscribers), by e-mail or SMS, sent now or at scheduled_at. Its recipients are fixed when it
 * goes out (blast_recipients), each delivered once.
 */
export const blasts = pgTable(
  'blasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').$type<BlastSource>().notNull(),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'cascade' }),
    /** Circle blasts: the circle (no foreign key until circles exist). */
    circleId: uuid('circle_id'),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whose blasts a recipient stops getting when they unsubscribe from this one: the social's owner, or the sender. */
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<BlastChannel>().notNull(),
    kind: text('kind').$type<BlastKind>().notNull().default('DEFAULT'),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<BlastAudienceFilter>().notNull(),
    status: text('status').$type<BlastStatus>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blasts_social_idx').on(t.socialId, t.createdAt),
    index('blasts_sender_idx').on(t.senderId, t.createdAt),
    index('blasts_due_idx').on(t.scheduledAt).where(sql`status = 'SCHEDULED'`),
  ],
);

/** One person a blast goes to, and how their delivery went. */
export const blastRecipients = pgTable(
  'blast_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blastId: uuid('blast_id')
      .notNull()
      .references(() => blasts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail address or phone number (E.164) it goes to, fixed when the blast went out. */
    address: text('address').notNull(),
    /** Sending order: deliveries run in batches of consecutive positions. */
    position: integer('position').notNull(),
    status: text('status').$type<BlastMessageStatus>().notNull().default('INPROGRESS'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blast_recipients_once').on(t.blastId, t.userId),
    uniqueIndex('blast_recipients_position').on(t.blastId, t.position),
    index('blast_recipients_user_idx').on(t.userId),
  ],
);

/**
 * "Stop sending me these": a person who unsubscribed from an organizer's blasts (organizer_id), or
 * from every blast (organizer_id null). Never blasted again by that organizer (or at all).
 */
export const blastOptOuts = pgTable(
  'blast_opt_outs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blast_opt_outs_once').on(t.userId, t.organizerId).nullsNotDistinct()],
);

/** A user following a host: the "notify me about future events" choice; GET /socials/subscribed reads it. */
export const hostSubscriptions = pgTable(
  'host_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hostId] }), index('host_subscriptions_host_idx').on(t.hostId)],
);

export type BlastRow = typeof blasts.$inferSelect;
export type BlastRecipientRow = typeof blastRecipients.$inferSelect;
