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
