import type {
  DisputeReason,
  DisputeSource,
  DisputeStatus,
  PaymentProviderName,
  PaymentStatus,
  PayoutStatus,
  RefundReason,
  RefundStatus,
  RefundType,
} from '@socials/domain';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts } from './bank-accounts';
import { promoCodes } from './promo-codes';
import { rsvps } from './rsvps';
import { socials, ticketTiers } from './socials';
import { users } from './users';

/**
 * One checkout of one ticket. While OPEN it holds a seat of the social and of the tier (counted in
 * confirmed_pax and sold), until hold_expires_at; amounts are fixed when the checkout starts.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-facing receipt number: SOC-<year>-<receipt_seq>. */
    receiptSeq: bigserial('receipt_seq', { mode: 'number' }).notNull().unique(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    rsvpId: uuid('rsvp_id')
      .notNull()
      .references(() => rsvps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketTierId: uuid('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'set null' }),
    tierName: text('tier_name').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('OPEN'),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    /** The site path the provider sends the attendee back to (StartCheckoutBody.returnPath). */
    returnPath: text('return_path').notNull().default('/my-ticket'),
    currency: text('currency').notNull().default('usd'),
    ticketPriceCents: integer('ticket_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    failureMessage: text('failure_message'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** The card is only held at checkout and charged when the hosts approve (a social that approves each guest). */
    captureManually: boolean('capture_manually').notNull().default(false),
    /** AUTHORIZED: the hold is released at this time unless the hosts approve first. */
    authorizedUntil: timestamp('authorized_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set once the deposit was settled by the no-show policy after attendance closed. */
    depositSettledAt: timestamp('deposit_settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_total_is_sum', sql`total_cents = ticket_price_cents - discount_cents + deposit_cents + fee_cents AND discount_cents <= ticket_price_cents`),
    // One checkout at a time per attendee and social.
    uniqueIndex('payments_one_open_per_user').on(t.socialId, t.userId).where(sql`status = 'OPEN'`),
    index('payments_social_idx').on(t.socialId, t.status),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_rsvp_idx').on(t.rsvpId),
    index('payments_open_hold_idx').on(t.holdExpiresAt).where(sql`status = 'OPEN'`),
    index('payments_card_hold_idx').on(t.authorizedUntil).where(sql`status = 'AUTHORIZED'`),
    index('payments_promo_idx').on(t.promoCodeId),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').$type<RefundType>().notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    note: text('note'),
    amountCents: integer('amount_cents').notNull(),
    ticketPriceCents: integer('ticket_price_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    failureMessage: text('failure_message'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** For refunds the platform makes (a job's key): the same request is one refund, however often it runs. */
    requestKey: text('request_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_request_key_idx').on(t.requestKey),
    check('refunds_amount_is_sum', sql`amount_cents > 0 AND amount_cents = ticket_price_cents + deposit_cents + fee_cents`),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
  ],
);

export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<DisputeSource>().notNull(),
    providerDisputeId: text('provider_dispute_id').unique(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    details: text('details'),
    status: text('status').$type<DisputeStatus>().notNull().default('OPEN'),
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disputes_social_idx').on(t.socialId, t.createdAt), index('disputes_payment_idx').on(t.paymentId)],
);

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;

/**
 * Money sent to a host's bank account: what their ended socials earned up to `period_end` in one
 * currency, less what earlier payouts sent. One payout per host, currency and day
 * (payouts_one_per_period), so a sweep run twice pays nothing twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      // The account a payout went to stays while the payout does; deleting the user removes both at once.
      .references(() => bankAccounts.id, { onDelete: 'no action' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('PENDING'),
    /** The earnings of socials that ended after period_start (null: from the first sale) and up to period_end. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** When the money is due at the bank (the provider's estimate once it accepted the payout). */
    arrivalDate: date('arrival_date', { mode: 'string' }),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_one_per_period').on(t.userId, t.currency, t.periodEnd),
    check('payouts_amount_positive', sql`amount_cents > 0`),
    index('payouts_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
