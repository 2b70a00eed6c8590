import type { PromoDiscountType } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials } from './socials';
import { users } from './users';

/** A host's promo code for one social; `code` is stored upper-case and unique per social among live codes. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type').$type<PromoDiscountType>().notNull(),
    value: integer('value').notNull(),
    /** null: every tier of the social. */
    tierIds: text('tier_ids').array(),
    usageLimit: integer('usage_limit'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_codes_live_code').on(t.socialId, t.code).where(sql`is_deleted = false`)],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
