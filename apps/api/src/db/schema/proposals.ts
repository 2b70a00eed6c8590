import type { PaymentProviderName, ProposalChoiceKind, ProposalPaymentStatus, ProposalRsvpStatus, ProposalStatus } from '@socials/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { socials } from './socials';
import { users } from './users';

/**
 * An event idea members vote on before it exists. In a circle only its members vote
 * and see it. The deadline job closes an OPEN one as QUORUM_REACHED or CLOSED_NO_QUORUM; its hosts
 * turn the winning choice into a social (CONVERTED, social_id), its owner or staff end it (TERMINATED).
 * A paid one (deposit_cents) asks each supporter for a deposit by paid_deadline (proposal_payments).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    circleId: uuid('circle_id').references(() => circles.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    timezone: text('timezone').notNull().default('UTC'),
    quorum: integer('quorum').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    maxCapacity: integer('max_capacity'),
    status: text('status').$type<ProposalStatus>().notNull().default('OPEN'),
    socialId: uuid('social_id').references(() => socials.id, { onDelete: 'set null' }),
    /** null: a free proposal. */
    depositCents: integer('deposit_cents'),
    currency: text('currency').notNull().default('usd'),
    /** A paid proposal: supporters pay by then or their vote is dropped. */
    paidDeadline: timestamp('paid_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposals_list_idx').on(t.createdAt, t.id), index('proposals_circle_idx').on(t.circleId), index('proposals_owner_idx').on(t.ownerId)],
);

/** The proposal and the member a row is about (fresh columns for each table); the row goes with either. */
function proposalMemberColumns() {
  return {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  };
}

/** Co-hosts of a proposal besides its owner. */
export const proposalHosts = pgTable(
  'proposal_hosts',
  {
    ...proposalMemberColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] })],
);

/** The dates, venues or formats voted on, in the order they were added. */
export const proposalChoices = pgTable(
  'proposal_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProposalChoiceKind>().notNull(),
    label: text('label').notNull(),
    eventAt: timestamp('event_at', { withTimezone: true }),
    eventEndAt: timestamp('event_end_at', { withTimezone: true }),
    venue: text('venue'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('proposal_choices_position_unique').on(t.proposalId, t.position)],
);

/** One vote per member per proposal (the primary key), moved to another choice until the deadline. */
export const proposalVotes = pgTable(
  'proposal_votes',
  {
    ...proposalMemberColumns(),
    choiceId: uuid('choice_id')
      .notNull()
      .references(() => proposalChoices.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] }), index('proposal_votes_choice_idx').on(t.choiceId)],
);

/** A member's answer to the idea (interested or not going); one per member. */
export const proposalRsvps = pgTable(
  'proposal_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...proposalMemberColumns(),
    status: text('status').$type<ProposalRsvpStatus>().notNull().default('INTERESTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('proposal_rsvps_user_unique').on(t.proposalId, t.userId)],
);

/**
 * A supporter's deposit on a paid proposal: one checkout, then (once the webhook confirms) the
 * money held until the proposal becomes a social (CONVERTED) or never happens (REFUNDING, then
 * REFUNDED by the refund job). At most one OPEN or PAID deposit per supporter and proposal.
 */
export const proposalPayments = pgTable(
  'proposal_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...proposalMemberColumns(),
    status: text('status').$type<ProposalPaymentStatus>().notNull().default('OPEN'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerSessionId: text('provider_session_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The social RSVP the deposit became (CONVERTED). */
    rsvpId: uuid('rsvp_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposal_payments_amount_positive', sql`amount_cents > 0`),
    uniqueIndex('proposal_payments_one_live').on(t.proposalId, t.userId).where(sql`status in ('OPEN', 'PAID')`),
    index('proposal_payments_proposal_idx').on(t.proposalId, t.status),
  ],
);

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalChoiceRow = typeof proposalChoices.$inferSelect;
export type ProposalRsvpRow = typeof proposalRsvps.$inferSelect;
export type ProposalPaymentRow = typeof proposalPayments.$inferSelect;
