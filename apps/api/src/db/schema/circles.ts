import type { CircleJoinPolicy, CircleMemberStatus, CircleRole, VerifiedEmailRequirement, Visibility } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A community with members. Visibility: PUBLIC circles are listed and show their
 * members and socials to everyone; COMMUNITY_ONLY circles are listed but show members and socials
 * to members only; PRIVATE circles exist only for their members and the people they invite.
 */
export const circles = pgTable(
  'circles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    coverUrl: text('cover_url'),
    visibility: text('visibility').$type<Visibility>().notNull().default('PUBLIC'),
    /** OPEN: anyone who may see the circle joins at once; REQUEST: a host approves; INVITE: hosts invite. */
    joinPolicy: text('join_policy').$type<CircleJoinPolicy>().notNull().default('OPEN'),
    /** COMPANY, SCHOOL or ANY: joining asks for a verified e-mail of that kind; null: it does not. */
    requiredVerifiedEmail: text('required_verified_email').$type<VerifiedEmailRequirement>(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('circles_owner_idx').on(t.ownerId), index('circles_visibility_created_idx').on(t.visibility, t.createdAt, t.id)],
);

/**
 * Who belongs to a circle and as what. ACTIVE rows are members (owner, host or member); PENDING
 * rows asked to join and wait for a host; INVITED rows were invited by a host and wait for the
 * user. Each member has a referral code of their own for the circle's share link.
 */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CircleRole>().notNull().default('member'),
    status: text('status').$type<CircleMemberStatus>().notNull().default('ACTIVE'),
    referralCode: text('referral_code').notNull().unique().default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
    /** The member whose referral code brought this one in. */
    referredById: uuid('referred_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the row became ACTIVE: the member list is ordered by it. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
    index('circle_members_list_idx').on(t.circleId, t.status, t.joinedAt, t.userId),
  ],
);

export type CircleRow = typeof circles.$inferSelect;
export type CircleMemberRow = typeof circleMembers.$inferSelect;

/** What a circle's membership costs (no row: free to join), in the site's currency at the time it was set. */
export const circleMembershipPrices = pgTable(
  'circle_membership_prices',
  {
    circleId: uuid('circle_id')
      .primaryKey()
      .references(() => circles.id, { onDelete: 'cascade' }),
    monthlyCents: integer('monthly_cents'),
    yearlyCents: integer('yearly_cents'),
    currency: text('currency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('circle_membership_prices_some', sql`monthly_cents > 0 OR yearly_cents > 0`)],
);
export type CircleMembershipPriceRow = typeof circleMembershipPrices.$inferSelect;
