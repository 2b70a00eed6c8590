import nodemailer from 'nodemailer';
import type { Config } from './config';
import type { Db } from './db';
import { outbox } from '../db/schema';

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
}

export interface Mailer {
  send(msg: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes a row of the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(db);
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transport.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
    },
  };
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(msg) {
      await db.insert(outbox).values({
        to: msg.to.trim().toLowerCase(),
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? null,
        attachments: msg.attachments ?? null,
      });
    },
  };
}
