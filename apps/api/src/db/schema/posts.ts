import type { PostAccess } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { users } from './users';

/**
 * A post a circle's host writes for the circle: Markdown, an optional cover and teaser, and who may
 * read it (access): everyone, members only, or whoever unlocks it with points (points_cost) or a
 * payment (price_cents in currency).
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    teaser: text('teaser').notNull().default(''),
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    access: text('access').$type<PostAccess>().notNull().default('PUBLIC'),
    pointsCost: integer('points_cost'),
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('circle_posts_circle_idx').on(t.circleId, t.createdAt, t.id),
    check('circle_posts_points_cost_positive', sql`${t.pointsCost} is null or ${t.pointsCost} > 0`),
    check('circle_posts_price_positive', sql`${t.priceCents} is null or ${t.priceCents} > 0`),
  ],
);

/**
 * Someone unlocking a post. A points unlock is UNLOCKED at once (its spend is in points_ledger,
 * keyed by this post and user); a paid one is OPEN while its checkout runs, then UNLOCKED when the
 * provider's webhook says it was paid, or EXPIRED. One paid for a post its reader had unlocked
 * already (a second checkout left open) is REFUNDING until the provider gave it back, then REFUNDED.
 * One UNLOCKED row per post and user at most.
 */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<'POINTS' | 'PAID'>().notNull(),
    status: text('status').$type<'OPEN' | 'UNLOCKED' | 'EXPIRED' | 'REFUNDING' | 'REFUNDED'>().notNull(),
    points: integer('points'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('post_unlocks_once').on(t.postId, t.userId).where(sql`status = 'UNLOCKED'`), index('post_unlocks_user_idx').on(t.userId, t.postId)],
);

export type CirclePostRow = typeof circlePosts.$inferSelect;
export type PostUnlockRow = typeof postUnlocks.$inferSelect;
