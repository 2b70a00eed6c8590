import type { CurAcademic, CurPosition, HostFeature, NewRsvpNotice } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  /** Always stored lower-case: sign-in looks users up by the normalised address. */
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  displayName: text('display_name'),
  photoPath: text('photo_path'),
  currentCity: text('current_city'),
  curPosition: jsonb('cur_position').$type<CurPosition>(),
  curAcademic: jsonb('cur_academic').$type<CurAcademic>(),
  isAdmin: boolean('is_admin').notNull().default(false),
  isValid: boolean('is_valid').notNull().default(true),
  /**
   * Carried by every access token: raising it ends all the account's sessions at once (its access
   * tokens are refused on their next request, not when they expire).
   */
  sessionVersion: integer('session_version').notNull().default(0),
  isSubscribedToUpdate: boolean('is_subscribed_to_update').notNull().default(false),
  /** The phone split as the spec has it: "+1" and the national number; SMS goes to their E.164 join. */
  phoneCountryCode: text('phone_country_code'),
  phoneNumber: text('phone_number'),
  /** Features staff turned on for this host (HostFeature: ADVANCE_BLAST, MANAGE_ATTENDEES, TABLE_GROUPING). */
  hostFeatures: text('host_features').array().$type<HostFeature[]>().notNull().default(sql`'{}'::text[]`),
  /** How the user, as a host, hears of new RSVPs to their socials. */
  newRsvpNotice: text('new_rsvp_notice').$type<NewRsvpNotice>().notNull().default('IMMEDIATE'),
  /** Picks from the constant profile lists (libs/domain PROFILE_LISTS), by the web apps' field names. */
  functions: text('functions').array().notNull().default(sql`'{}'::text[]`),
  sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
  exp: text('exp').array().notNull().default(sql`'{}'::text[]`),
  learnOff: text('learn_off').array().notNull().default(sql`'{}'::text[]`),
  hobbies: text('hobbies').array().notNull().default(sql`'{}'::text[]`),
  /** Completion steps only the browser sees happen (CLIENT_REPORTED_STEPS), as it reported them. */
  reportedSteps: text('reported_steps').array().notNull().default(sql`'{}'::text[]`),
  /** Whose invite code brought this user in (BRING_FRIENDS counts them for the inviter). */
  referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** Set when the user deleted their account: the row stays, anonymised, for the socials and payments that name it. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's invite codes (POST /createInviteCodeRequest); the share link carries the first as ?ref=. */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_codes_user_idx').on(t.userId, t.createdAt)],
);

/** Two attendees who met: one scanned the other's QR code (POST /users/scan). Stored once per pair, smaller id first. */
export const userConnections = pgTable(
  'user_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: uuid('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who scanned whom. */
    scannedById: uuid('scanned_by_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherUserId] }),
    index('user_connections_other_idx').on(t.otherUserId),
    check('user_connections_ordered', sql`${t.userId} < ${t.otherUserId}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
