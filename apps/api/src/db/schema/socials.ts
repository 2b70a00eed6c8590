import type {
  AttendanceMethod,
  AttendanceTakingStatus,
  CancellationWindow,
  NoShowPolicy,
  Coordinate,
  PublicApprovalStatus,
  Question,
  TicketType,
  VenueData,
  WaitlistPromotionMode,
} from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { cities } from './cities';
import { users } from './users';

export const socials = pgTable(
  'socials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    htmlDescription: text('html_description'),
    cityId: text('city_id').references(() => cities.id),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    eventEndAt: timestamp('event_end_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    /** Where an online event happens: shown to its hosts and confirmed guests only. */
    onlineLink: text('online_link'),
    isPublic: boolean('is_public').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    venue: text('venue'),
    venueData: jsonb('venue_data').$type<VenueData>(),
    splashImageUrl: text('splash_image_url'),
    maxCapacity: integer('max_capacity'),
    confirmedPax: integer('confirmed_pax').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publicApprovalStatus: text('public_approval_status').$type<PublicApprovalStatus>().notNull().default('PENDING'),
    /** Why staff decided the latest status (required for REVISION_NEEDED and DECLINED); shown to the hosts. */
    publicApprovalReason: text('public_approval_reason'),
    publicApprovalDecidedAt: timestamp('public_approval_decided_at', { withTimezone: true }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    waitlistPromotionMode: text('waitlist_promotion_mode').$type<WaitlistPromotionMode>().notNull().default('MANUAL'),
    cancellationWindow: text('cancellation_window').$type<CancellationWindow>(),
    noShowPolicy: text('no_show_policy').$type<NoShowPolicy>().notNull().default('REFUND_ON_ATTENDANCE'),
    /** Validated by the Questionnaire contract before it is stored. */
    questionnaire: jsonb('questionnaire').$type<Question[]>().notNull().default(sql`'[]'::jsonb`),
    limitsOrganizations: boolean('limits_organizations').notNull().default(false),
    isOfficial: boolean('is_official').notNull().default(false),
    /** Set: a restricted social; attendees need this code to RSVP. */
    inviteCode: text('invite_code'),
    attendanceMethods: text('attendance_methods').array().$type<AttendanceMethod[]>().notNull().default(sql`'{}'::text[]`),
    attendanceRadiusMeters: integer('attendance_radius_meters').notNull().default(200),
    /** Where GPS check-ins are measured from; null: venueData.coordinate. */
    attendanceCoordinate: jsonb('attendance_coordinate').$type<Coordinate>(),
    attendanceStatus: text('attendance_status').$type<AttendanceTakingStatus>().notNull().default('OFF'),
    /** What the event's check-in QR code (ATTENDEES_QRCODE) shows: a random secret, shown to hosts only. */
    checkInCode: text('check_in_code').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The circle the social belongs to, if any. */
    circleId: uuid('circle_id').references(() => circles.id),
    /** Visible and bookable by the circle's members only (COMMUNITY_ONLY); needs a circle. */
    communityOnly: boolean('community_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('socials_community_only_needs_circle', sql`NOT community_only OR circle_id IS NOT NULL`),
    index('socials_circle_idx').on(t.circleId, t.eventAt),
    // The database is the last word on seats: concurrent RSVPs can never overfill a social.
    check('socials_confirmed_pax_within_capacity', sql`confirmed_pax >= 0 AND (max_capacity IS NULL OR confirmed_pax <= max_capacity)`),
    check('socials_ends_after_start', sql`event_end_at > event_at`),
    index('socials_owner_idx').on(t.ownerId),
    index('socials_event_at_idx').on(t.eventAt, t.id),
  ],
);

/**
 * Co-hosts of a social besides its owner. Naming a user as co-host invites them (PENDING): only
 * once they accept (ACCEPTED) are they shown as a host and may manage the social. A declined
 * invitation is deleted.
 */
export const socialHosts = pgTable(
  'social_hosts',
  {
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CoHostStatus>().notNull().default('PENDING'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.socialId, t.userId] }), index('social_hosts_user_idx').on(t.userId)],
);

export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<TicketType>().notNull().default('FREE'),
    ticketPriceCents: integer('ticket_price_cents').notNull().default(0),
    depositCents: integer('deposit_cents').notNull().default(0),
    /** Points an RSVP to this tier spends from the attendee's ledger (a points-only tier has no price). */
    pointsCost: integer('points_cost').notNull().default(0),
    /** Seats in this tier; null: limited only by the social's capacity. */
    quantity: integer('quantity'),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('ticket_tiers_sold_within_quantity', sql`sold >= 0 AND (quantity IS NULL OR sold <= quantity)`),
    check('ticket_tiers_points_cost_not_negative', sql`points_cost >= 0`),
    index('ticket_tiers_social_idx').on(t.socialId, t.position),
  ],
);

export type SocialRow = typeof socials.$inferSelect;
export type CoHostStatus = 'PENDING' | 'ACCEPTED';
export type TicketTierRow = typeof ticketTiers.$inferSelect;
