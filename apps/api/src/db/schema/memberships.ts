import type { CircleSubscriptionStatus, MembershipInterval, PaymentProviderName } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { users } from './users';

/**
 * A member's paid membership of a circle: its checkout (OPEN), then its paid periods (ACTIVE,
 * PAST_DUE in the grace period after a failed renewal) until it LAPSED (unpaid) or ENDED
 * (cancelled at the period's end). A user has at most one live row per circle: a second
 * checkout for the same circle finds the first.
 */
export const circleSubscriptions = pgTable(
  'circle_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interval: text('interval').$type<MembershipInterval>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<CircleSubscriptionStatus>().notNull().default('OPEN'),
    /** The referral code of the share link the member came by: credited once paid. */
    referralCode: text('referral_code'),
    provider: text('provider').$type<PaymentProviderName>(),
    providerSessionId: text('provider_session_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    checkoutUrl: text('checkout_url'),
    /** Until when the checkout may be paid. */
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('circle_subscriptions_amount', sql`amount_cents > 0`),
    uniqueIndex('circle_subscriptions_live_uq').on(t.circleId, t.userId).where(sql`status IN ('OPEN', 'ACTIVE', 'PAST_DUE')`),
    index('circle_subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`status = 'ACTIVE'`),
    index('circle_subscriptions_grace_idx').on(t.graceEndsAt).where(sql`status = 'PAST_DUE'`),
  ],
);

/** One charge of a membership: its first payment and each renewal (paid or failed), a receipt each when paid. */
export const circleSubscriptionCharges = pgTable(
  'circle_subscription_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => circleSubscriptions.id, { onDelete: 'cascade' }),
    /** The period this charge pays for ends then: one charge per period, however often it is tried. */
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'PAID' | 'FAILED'>().notNull(),
    providerPaymentId: text('provider_payment_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('circle_subscription_charges_period_uq').on(t.subscriptionId, t.periodEnd)],
);

export type CircleSubscriptionRow = typeof circleSubscriptions.$inferSelect;
export type CircleSubscriptionChargeRow = typeof circleSubscriptionCharges.$inferSelect;
