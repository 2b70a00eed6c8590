import type { ChatChannelType } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { socials } from './socials';
import { users } from './users';

/**
 * A chat channel. A social's channel (its guests who are going and its hosts) and a circle's (its
 * members) are made on first use, one per social or circle; a direct channel joins two people,
 * userA < userB, one per pair. Who belongs is read from the social, the circle or the pair at
 * every use, so a guest who cancels or a member who leaves loses access at once.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ChatChannelType>().notNull(),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'cascade' }),
    circleId: uuid('circle_id').references(() => circles.id, { onDelete: 'cascade' }),
    userAId: uuid('user_a_id').references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id').references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_social_uq').on(t.socialId).where(sql`social_id IS NOT NULL`),
    uniqueIndex('chat_channels_circle_uq').on(t.circleId).where(sql`circle_id IS NOT NULL`),
    uniqueIndex('chat_channels_direct_uq').on(t.userAId, t.userBId).where(sql`user_a_id IS NOT NULL`),
    index('chat_channels_user_b_idx').on(t.userBId),
    check(
      'chat_channels_kind',
      sql`(type = 'social' AND social_id IS NOT NULL AND circle_id IS NULL AND user_a_id IS NULL)
        OR (type = 'circle' AND circle_id IS NOT NULL AND social_id IS NULL AND user_a_id IS NULL)
        OR (type = 'direct' AND user_a_id IS NOT NULL AND user_b_id IS NOT NULL AND user_a_id < user_b_id AND social_id IS NULL AND circle_id IS NULL)`,
    ),
  ],
);

export type ChatChannelRow = typeof chatChannels.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Posting order across the server: a reconnecting client gets the messages after the last one it holds. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The thread's first message; null for a message of the channel itself. */
    parentId: uuid('parent_id'),
    body: text('body').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channelId, t.seq),
    index('chat_messages_parent_idx').on(t.parentId, t.seq),
    // Full-text search of messages ('simple': no language's stemming, the same on every engine).
    index('chat_messages_body_fts').using('gin', sql`to_tsvector('simple', ${t.body})`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId, t.emoji] })],
);

export type ChatReactionRow = typeof chatReactions.$inferSelect;

/** A member's own state of a channel: how far they read, and whether they muted it. */
export const chatChannelStates = pgTable(
  'chat_channel_states',
  {
    channelId: uuid('channel_id')
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] })],
);

export type ChatChannelStateRow = typeof chatChannelStates.$inferSelect;
