import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { Db, DbOrTx } from './db';
import { outbox } from '../db/schema';
import { defineJob, type JobQueue } from './jobs';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /** The sending job's key: the same key is the same message (the outbox keeps one; SMTP gets one Message-ID). */
  key?: string;
}

export interface Mailer {
  send(msg: MailMessage, options?: SendOptions): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes a row of the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(db);
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: blasts send thousands of messages, each over an open connection instead of a new one.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  const host = new URL(smtpUrl).hostname || 'socials.local';
  return {
    async send(msg, options = {}) {
      await transport.sendMail({
        from,
        ...(options.key ? { messageId: `<${createHash('sha256').update(options.key).digest('hex').slice(0, 32)}@${host}>` } : {}),
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        headers: msg.headers,
      });
    },
  };
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(msg, options = {}) {
      await db
        .insert(outbox)
        .values({
          to: msg.to.trim().toLowerCase(),
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? null,
          attachments: msg.attachments ?? null,
          headers: msg.headers ?? null,
          dedupeKey: options.key ?? null,
        })
        .onConflictDoNothing();
    },
  };
}

/** A message to send once the transaction that decided it commits; retried until the mail server takes it. */
export const sendMailJob = defineJob<MailMessage, { mailer: Mailer }>({
  name: 'mail.send',
  async run(message, { deps, key }) {
    await deps.mailer.send(message, { key });
  },
});

/** Enqueues each message in the caller's transaction. */
export async function enqueueMail(tx: DbOrTx, jobs: JobQueue, messages: readonly MailMessage[]): Promise<void> {
  for (const message of messages) await jobs.enqueue(tx, sendMailJob, message);
}
