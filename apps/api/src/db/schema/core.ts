// The tables of core/ (mail outbox, finished jobs, send pacing, rate limits, bot check): no module writes them.
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** Mail that would have been sent, kept when no SMTP_URL is configured (development, tests, CI). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** EMAIL, or SMS (a text message that would have gone through Twilio: `to` is the phone number, no subject). */
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull().default('EMAIL'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** Extra headers the message carries, e.g. List-Unsubscribe (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The sending job's key: a job retried after a crash adds its message once. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_created_idx').on(t.to, t.createdAt), uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey)],
);

/** Keys of the jobs that finished: a job whose key is here is never run again (pg-boss keeps the queue itself). */
export const jobRuns = pgTable('job_runs', {
  key: text('key').primaryKey(),
  jobName: text('job_name').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per outbound provider (smtp, twilio): the first send time not yet handed out (core/pacing.ts). */
export const sendPacing = pgTable('send_pacing', {
  provider: text('provider').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});

/**
 * One row per counted request of a rate limit that has no table of its own to count (price checks
 * with a promo code): `key` names the limit and the client, e.g. "promo-code:203.0.113.7". Rows
 * older than their window are deleted as the same key is counted again.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_key_created_idx').on(t.key, t.createdAt)],
);

/**
 * The bot-check solutions already spent: a solved challenge lets one caller through once. A row is
 * kept until its challenge expires (after that the signature is refused as expired anyway).
 */
export const botCheckSolutions = pgTable(
  'bot_check_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bot_check_solutions_expires_idx').on(t.expiresAt)],
);
