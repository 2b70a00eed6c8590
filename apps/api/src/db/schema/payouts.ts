import type { PayoutStatus } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bankAccounts } from './payments';
import { users } from './users';

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
