import type { BankAccountHolderKind, BankAccountStatus, BankAccountType } from '@socials/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderKind: text('holder_kind').$type<BankAccountHolderKind>().notNull(),
    accountType: text('account_type').$type<BankAccountType>().notNull(),
    holderName: text('holder_name').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    routingLast4: text('routing_last4').notNull(),
    accountLast4: text('account_last4').notNull(),
    status: text('status').$type<BankAccountStatus>().notNull(),
    /** Stripe Connect account id that payouts go to. */
    providerAccountId: text('provider_account_id'),
    onboardingUrl: text('onboarding_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_accounts_user_idx').on(t.userId, t.createdAt)],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
