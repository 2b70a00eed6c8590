import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { Config, TwilioConfig } from './config';
import type { Db } from './db';
import { outbox } from '../db/schema';

export interface SmsMessage {
  /** E.164, e.g. +14155550100. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Which way it goes: Twilio's API, or a row of the outbox table (development, tests, CI). */
  readonly provider: 'TWILIO' | 'OUTBOX';
  /** Resolves with the provider's message id; throws SmsRefusedError when this message can never be sent. */
  send(message: SmsMessage, options: { key: string }): Promise<{ providerMessageId: string }>;
}

/** The provider refused this message for good (not a phone number, the person replied STOP…): retrying cannot help. */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

/** Twilio when TWILIO_* is set; otherwise each message becomes an outbox row (channel SMS). */
export function createSmsSender(config: Pick<Config, 'twilio'>, db: Db): SmsSender {
  return config.twilio ? createTwilioSmsSender(config.twilio) : createOutboxSmsSender(db);
}

/**
 * Twilio's request client, sending every call to `apiUrl` instead of *.twilio.com: the SDK builds
 * and reads the requests as it would for the real API.
 */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: URL) {
    super();
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.apiUrl.protocol;
    uri.host = this.apiUrl.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

export function createTwilioSmsSender(config: TwilioConfig): SmsSender {
  const client = twilio(config.accountSid, config.authToken, config.apiUrl ? { httpClient: new RedirectedRequestClient(new URL(config.apiUrl)) } : {});
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    provider: 'TWILIO',
    async send(message) {
      try {
        const sent = await client.messages.create({ to: message.to, body: message.body, ...sender });
        return { providerMessageId: sent.sid };
      } catch (error) {
        throw asRefusal(error) ?? error;
      }
    },
  };
}

/**
 * Twilio's 400 says this message is wrong (not a phone number, the person replied STOP): a refusal.
 * Everything else is retried: an outage, 429, and also 401, which is our configuration, not the message.
 */
function asRefusal(error: unknown): SmsRefusedError | null {
  if (!(error instanceof twilio.RestException) || error.status !== 400) return null;
  return new SmsRefusedError(error.message, error.code);
}

export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    provider: 'OUTBOX',
    async send(message, { key }) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'SMS', to: message.to, subject: '', text: message.body, dedupeKey: key })
        .onConflictDoUpdate({ target: outbox.dedupeKey, set: { dedupeKey: key } })
        .returning({ id: outbox.id });
      return { providerMessageId: `outbox:${row!.id}` };
    },
  };
}
