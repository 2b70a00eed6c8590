import type { SpeakerLink, VerifiedEmailRequirement } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { patrons } from './patrons';
import { users } from './users';

/** A conference with its own white-label site (its branding and, optionally, its own host name). */
export const conferences = pgTable(
  'conferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    venueName: text('venue_name').notNull().default(''),
    venueAddress: text('venue_address').notNull().default(''),
    /** The host name its site is served on (lower case, no www.); null: only at /conference/. */
    domain: text('domain').unique(),
    /** A domain an organizer asked for: it serves nothing until staff approve it (then it becomes `domain`). */
    requestedDomain: text('requested_domain'),
    currency: text('currency').notNull().default('usd'),
    published: boolean('published').notNull().default(false),
    logoUrl: text('logo_url'),
    heroImageUrl: text('hero_image_url'),
    primaryColor: text('primary_color').notNull().default('#4f46e5'),
    accentColor: text('accent_color').notNull().default('#0f766e'),
    /** COMPANY, SCHOOL or ANY: buying a pass asks for a verified e-mail of that kind; null: it does not. */
    requiredVerifiedEmail: text('required_verified_email').$type<VerifiedEmailRequirement>(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('conferences_ends_after_start', sql`ends_at > starts_at`)],
);

/** Who runs a conference besides staff: they edit it, its passes, speakers and agenda. */
export const conferenceOrganizers = pgTable(
  'conference_organizers',
  {
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.userId] }), index('conference_organizers_user_idx').on(t.userId)],
);

/** A pass (ticket tier): `sold` counts tickets paid and those held by open checkouts, never above `quantity`. */
export const conferencePasses = pgTable(
  'conference_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    sold: integer('sold').notNull().default(0),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conference_passes_conference_idx').on(t.conferenceId, t.position),
    check('conference_passes_sold_within_quantity', sql`sold >= 0 AND sold <= quantity AND price_cents >= 0`),
  ],
);

/** A speaker profile (the speakers CRM), attached to any number of conferences. */
export const speakers = pgTable('speakers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  headline: text('headline').notNull().default(''),
  company: text('company').notNull().default(''),
  bio: text('bio').notNull().default(''),
  photoUrl: text('photo_url'),
  links: jsonb('links').$type<SpeakerLink[]>().notNull().default([]),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conferenceSpeakers = pgTable(
  'conference_speakers',
  {
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.speakerId] }), index('conference_speakers_speaker_idx').on(t.speakerId)],
);

/** A session of a conference's agenda: no two at once in one room, no speaker in two at once (checked by the service). */
export const conferenceSessions = pgTable(
  'conference_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abstract: text('abstract').notNull().default(''),
    track: text('track').notNull().default(''),
    room: text('room').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conference_sessions_conference_idx').on(t.conferenceId, t.startsAt), check('conference_sessions_ends_after_start', sql`ends_at > starts_at`)],
);

export const sessionSpeakers = pgTable(
  'conference_session_speakers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conferenceSessions.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.speakerId] }), index('conference_session_speakers_speaker_idx').on(t.speakerId)],
);

/** A promo code of one pass: `used` counts the tickets bought with it (and held by open checkouts). */
export const conferencePromoCodes = pgTable(
  'conference_promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    passId: uuid('pass_id')
      .notNull()
      .references(() => conferencePasses.id, { onDelete: 'cascade' }),
    /** Stored upper-case. */
    code: text('code').notNull(),
    percentOff: integer('percent_off').notNull(),
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conference_promo_codes_code').on(t.passId, t.code),
    check('conference_promo_codes_limits', sql`percent_off BETWEEN 1 AND 100 AND used >= 0 AND (usage_limit IS NULL OR used <= usage_limit)`),
  ],
);

/** One purchase of several tickets of one pass. While OPEN it holds them (in the pass's sold) until hold_expires_at. */
export const conferenceOrders = pgTable(
  'conference_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => conferencePasses.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => conferencePromoCodes.id, { onDelete: 'set null' }),
    /** OPEN, PAID, EXPIRED, CANCELLED; REFUNDING then REFUNDED: paid after its hold lapsed and the pass sold out meanwhile */
    status: text('status').$type<'OPEN' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'REFUNDING' | 'REFUNDED'>().notNull().default('OPEN'),
    provider: text('provider'),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('conference_orders_amounts', sql`quantity > 0 AND total_cents = unit_price_cents * quantity - discount_cents AND discount_cents >= 0`),
    index('conference_orders_buyer_idx').on(t.buyerId, t.conferenceId),
    index('conference_orders_open_idx').on(t.holdExpiresAt).where(sql`status = 'OPEN'`),
  ],
);

/** A ticket of a paid order: the buyer's until assigned to a holder by e-mail, who claims it by link. */
export const conferenceTickets = pgTable(
  'conference_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => conferenceOrders.id, { onDelete: 'cascade' }),
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id')
      .notNull()
      .references(() => conferencePasses.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who holds it once claimed (the buyer's own ticket: the buyer). */
    holderId: uuid('holder_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the claim link was sent; null while unassigned. */
    assignedEmail: text('assigned_email'),
    /** SHA-256 of the claim token mailed with the link; cleared once claimed. */
    claimTokenHash: text('claim_token_hash').unique(),
    holderName: text('holder_name').notNull().default(''),
    holderCompany: text('holder_company').notNull().default(''),
    holderJobTitle: text('holder_job_title').notNull().default(''),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conference_tickets_buyer_idx').on(t.buyerId, t.conferenceId),
    index('conference_tickets_holder_idx').on(t.holderId, t.conferenceId),
    index('conference_tickets_order_idx').on(t.orderId),
  ],
);

/** A session a user put on their personal agenda. */
export const conferenceSavedSessions = pgTable(
  'conference_saved_sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conferenceSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] }), index('conference_saved_sessions_session_idx').on(t.sessionId)],
);

/** A ticket holder who chose to be listed in the conference's attendee directory. */
export const conferenceNetworkingOptins = pgTable(
  'conference_networking_optins',
  {
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.userId] }), index('conference_networking_optins_user_idx').on(t.userId)],
);

/** A patron partnering with a conference: its logo on the conference site's partners page (staff choose them). */
export const conferencePatrons = pgTable(
  'conference_patrons',
  {
    conferenceId: uuid('conference_id')
      .notNull()
      .references(() => conferences.id, { onDelete: 'cascade' }),
    patronId: uuid('patron_id')
      .notNull()
      .references(() => patrons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.patronId] }), index('conference_patrons_patron_idx').on(t.patronId)],
);

export type ConferenceRow = typeof conferences.$inferSelect;
export type ConferencePassRow = typeof conferencePasses.$inferSelect;
export type SpeakerRow = typeof speakers.$inferSelect;
export type ConferenceSessionRow = typeof conferenceSessions.$inferSelect;
export type ConferenceOrderRow = typeof conferenceOrders.$inferSelect;
export type ConferenceTicketRow = typeof conferenceTickets.$inferSelect;
export type ConferencePromoCodeRow = typeof conferencePromoCodes.$inferSelect;
