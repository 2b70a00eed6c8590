import type { AttendanceMethod, AttendeeGrade, PostRsvpRequestStatus, QuestionAnswer, RsvpCancellation, RsvpStatus } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { socials, ticketTiers } from './socials';
import { users } from './users';

export const rsvps = pgTable(
  'rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    socialId: uuid('social_id')
      .notNull()
      .references(() => socials.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketTierId: uuid('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'set null' }),
    status: text('status').$type<RsvpStatus>().notNull(),
    grade: text('grade').$type<AttendeeGrade>().notNull().default('UNGRADED'),
    /** Checked by validateAnswers against the social's questionnaire when the RSVP is completed. */
    answers: jsonb('answers').$type<QuestionAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    hideFromGuestList: boolean('hide_from_guest_list').notNull().default(false),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendanceMethod: text('attendance_method').$type<AttendanceMethod>(),
    /** What the cancel cost (cancellationTerms), kept so the refund matches the terms the attendee cancelled under. */
    cancellation: jsonb('cancellation').$type<RsvpCancellation>(),
    /** The attendee's ticket QR code (HOST_QRCODE check-in): random and unguessable, shown to the attendee only. */
    ticketCode: text('ticket_code').notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one active RSVP per user and social; the statuses are INACTIVE_RSVP_STATUSES of @socials/domain.
    uniqueIndex('rsvps_one_active_per_user').on(t.socialId, t.userId).where(sql`status NOT IN ('INITIAL', 'PARTIAL_UPDATE', 'CANCELLED')`),
    index('rsvps_social_idx').on(t.socialId, t.createdAt),
    index('rsvps_social_status_idx').on(t.socialId, t.status, t.createdAt),
    index('rsvps_user_idx').on(t.userId),
  ],
);

export type RsvpRow = typeof rsvps.$inferSelect;

/** Second-stage (post-RSVP) request of an RSVP: one per RSVP, keyed by it. */
export const postRsvpRequests = pgTable('post_rsvp_requests', {
  rsvpId: uuid('rsvp_id')
    .primaryKey()
    .references(() => rsvps.id, { onDelete: 'cascade' }),
  status: text('status').$type<PostRsvpRequestStatus>().notNull().default('INITIAL'),
  answers: jsonb('answers').$type<QuestionAnswer[]>().notNull().default(sql`'[]'::jsonb`),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PostRsvpRequestRow = typeof postRsvpRequests.$inferSelect;
