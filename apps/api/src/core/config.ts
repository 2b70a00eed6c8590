/**
 * Server configuration, read once from the environment at start-up.
 *
 * | Variable          | Default                                  | Meaning |
 * |-------------------|------------------------------------------|---------|
 * | PORT              | 8080                                     | HTTP port |
 * | HOST              | 127.0.0.1                                | Interface to listen on (0.0.0.0: every interface) |
 * | NODE_ENV          | development                              | `production` turns off dev routes, demo data and dev secrets |
 * | DATABASE_URL      | (unset: embedded PGlite)                 | PostgreSQL URL, e.g. postgresql://postgres@127.0.0.1:5432/socials |
 * | PGLITE_DATA_DIR   | <repo>/.data/pglite                      | Where PGlite keeps its files; `memory://` for an in-memory database |
 * | JWT_SECRET        | random, kept in <data folder>/jwt-secret (required in production) | HS256 secret that signs access tokens |
 * | ADMIN_EMAILS      | (none)                                   | Comma-separated e-mails made admins when they sign in |
 * | SMTP_URL          | (unset: outbox table)                    | nodemailer SMTP URL, e.g. smtp://user:pass@smtp.example.com:587 |
 * | MAIL_FROM         | Socials <no-reply@socials.local>         | From address of outgoing mail |
 * | PUBLIC_URL        | http://localhost:<PORT>                  | Address users reach the site at (links in e-mails) |
 * | CONFERENCE_HOST   | (none)                                   | Host name of the conference site, e.g. summit.example.com |
 * | CONFERENCE_TYPE   | (none)                                   | Conference layout type |
 * | CONFERENCE_ID     | (none)                                   | Conference id |
 * | SEED_DEMO_DATA    | true (false in production)               | Load demo users, cities and socials into an empty database |
 * | LOG_LEVEL         | info (silent under vitest)               | pino level: fatal, error, warn, info, debug, trace, silent |
 * | TRUST_PROXY       | false                                    | `true`, a hop count, or comma-separated addresses/CIDRs of trusted proxies |
 * | STRIPE_SECRET_KEY | (unset: the built-in test provider)      | Stripe secret key (sk_test_… for test mode); turns Stripe Checkout on |
 * | STRIPE_WEBHOOK_SECRET | (required with STRIPE_SECRET_KEY)    | Signing secret (whsec_…) of the webhook endpoint /api/payments/webhooks; the connected-accounts endpoint's too, comma-separated |
 * | PAYMENT_PROVIDER  | stripe with a key, else test (none in production) | `stripe`, `test` or `none`; production without Stripe must say `test` to use the test provider |
 * | STRIPE_API_URL    | (unset: api.stripe.com)                  | Another address for Stripe's API, e.g. stripe-mock at http://127.0.0.1:12111 |
 * | TEST_PAYMENTS_WEBHOOK_SECRET | derived from JWT_SECRET       | Secret the test provider signs its webhooks with |
 * | PAYMENT_CURRENCY  | usd                                      | ISO 4217 currency of every price |
 * | PLATFORM_FEE_PERCENT_BP | 0                                  | Platform fee in basis points of the discounted ticket price (290 = 2.90%) |
 * | PLATFORM_FEE_FIXED_CENTS | 0                                 | Fixed platform fee per paid order, in cents |
 * | CHECKOUT_HOLD_MINUTES | 30                                   | How long a seat is held while its checkout is open (30–1440) |
 * | CIRCLE_MEMBERSHIP_GRACE_DAYS | 7                             | Days a paid circle member keeps access after a failed renewal (0–60) |
 * | SHUTDOWN_GRACE_MS | 1000                                     | After SIGTERM, how long queued connections are still accepted and answered 503 + Retry-After |
 * | RUN_WORKERS       | true                                     | Whether the API process also runs the job workers (`npm run worker` runs them alone) |
 * | JOB_HEARTBEAT_SECONDS | 30                                   | How often a running job reports it is alive (at least 10); a killed worker's job is retried after about twice this |
 * | JOB_RETRY_DELAY_SECONDS | 5                                  | First retry delay of a failed job (doubled each retry; 0 retries at once) |
 * | TWILIO_ACCOUNT_SID | (unset: SMS go to the outbox table)     | Twilio account SID (AC…); with TWILIO_AUTH_TOKEN and TWILIO_FROM turns real SMS on |
 * | TWILIO_AUTH_TOKEN | (required with TWILIO_ACCOUNT_SID)       | Twilio auth token |
 * | TWILIO_FROM       | (required with TWILIO_ACCOUNT_SID)       | Sender: a Twilio phone number in E.164 (+14155550100) or a Messaging Service SID (MG…) |
 * | TWILIO_API_URL    | (unset: api.twilio.com)                  | Another address for Twilio's API, e.g. a fake at http://127.0.0.1:4010 |
 * | BLAST_EMAILS_PER_SECOND | 50                                 | Most blast e-mails sent per second, all workers together (0: no limit) |
 * | BLAST_SMS_PER_SECOND | 10                                    | Most blast SMS sent per second, all workers together (0: no limit) |
 * | DATABASE_LISTEN_URL | DATABASE_URL                           | A direct PostgreSQL connection for LISTEN (cache invalidation across instances) and the migrations (their advisory lock is a session's) when DATABASE_URL goes through a transaction-mode pooler |
 * | READ_CACHE_MB     | 64                                       | Memory each API instance gives to finished answers of anonymous public reads (0: no cache) |
 * | READ_CACHE_TTL_SECONDS | 30                                  | Longest an instance serves a cached answer (writes drop it at once; this bounds what time alone changes: a social that ended leaves the upcoming list) |
 * | PUBLIC_S_MAXAGE_SECONDS | 10                                 | `s-maxage` of anonymous public reads: how long a CDN may serve one without asking (0: CDNs revalidate each time) |
 * | PUBLIC_STALE_WHILE_REVALIDATE_SECONDS | 60                   | `stale-while-revalidate` of anonymous public reads: how long a CDN may serve one while it fetches the fresh one |
 * | CHAT_MESSAGES_PER_MINUTE | 30                                | Most chat messages (and replies) one user may post per minute, across instances (0: no limit) |
 * | BOT_CHECK_HMAC_KEY | derived from JWT_SECRET                 | Key that signs the bot-check (ALTCHA) challenges; at least 32 characters when set in production |
 * | BOT_CHECK_WINDOW_SECONDS | 900                               | Window in which the bot check counts one network's sign-in starts and RSVPs |
 * | BOT_CHECK_SIGN_IN_LIMIT | 15                                 | Sign-in starts one network makes in the window before it must solve a challenge (0: never) |
 * | BOT_CHECK_RSVP_LIMIT | 300                                   | RSVPs one network makes in the window before it must solve a challenge (0: never) |
 * | BOT_CHECK_CONTACT_LIMIT | 10                                 | Contact-form messages (POST /supports/emails) one network sends in the window before it must solve a challenge (0: never) |
 * | SUPPORT_EMAIL     | support@socials.local                    | Where the contact form's messages go |
 * | BOT_CHECK_MAX_NUMBER | 100000                                | Proof-of-work difficulty: the largest number a challenge may hide (the browser tries half of them on average) |
 * | UPLOADS_DIR       | <data folder>/uploads                    | Folder uploaded files are kept in when S3_BUCKET is unset (served under /api/files and /api/public-files) |
 * | S3_BUCKET         | (unset: the uploads folder)              | Bucket of an S3-compatible store for uploads; turns S3 storage on |
 * | S3_REGION         | us-east-1                                | Region of the bucket |
 * | S3_ENDPOINT       | (unset: AWS)                             | Another S3-compatible endpoint, e.g. http://127.0.0.1:9000 (MinIO); path-style addressing |
 * | S3_ACCESS_KEY_ID  | (required with S3_BUCKET)                | Access key of the store |
 * | S3_SECRET_ACCESS_KEY | (required with S3_BUCKET)             | Secret key of the store |
 * | S3_PUBLIC_URL     | (unset: read through the API)            | Address public uploads are read from (a CDN or the bucket's public URL), e.g. https://cdn.example.com |
 * | UPLOADS_PER_HOUR  | 60                                       | Most uploads one user may make per hour (0: no limit) |
 * | PHOTO_FEED_ACCESS_TOKEN | (unset: a stand-in feed)           | Access token of the account whose posts the photo feed shows (a social media graph API) |
 * | PHOTO_FEED_API_URL | https://graph.instagram.com             | Address of that graph API |
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHmac } from 'node:crypto';
import { localJwtSecret } from './jwt-secret';
import type { TwilioConfig } from './sms';
import { CHECKOUT_HOLD_MINUTES, MAX_CHECKOUT_HOLD_MINUTES, MIN_CHECKOUT_HOLD_MINUTES, type PaymentProviderName, type PlatformFee } from '@socials/domain';

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages go. */
  supportEmail: string;
  publicUrl: string;
  conferenceHost: string | undefined;
  conferenceType: string | undefined;
  conferenceId: string | undefined;
  seedDemoData: boolean;
  logLevel: string;
  trustProxy: boolean | number | string[];
  payments: PaymentsConfig;
  jobs: JobsConfig;
  /** null: SMS go to the outbox table. */
  twilio: TwilioConfig | null;
  blasts: { emailsPerSecond: number; smsPerSecond: number };
  /** After SIGTERM, how long connections already queued are still accepted (and refused with 503). */
  shutdownGraceMs: number;
  /** A direct connection for LISTEN; unset: DATABASE_URL. */
  databaseListenUrl: string | undefined;
  readCache: ReadCacheConfig;
  /** Most chat messages one user posts per minute (0: no limit). */
  chat: { messagesPerMinute: number };
  botCheck: BotCheckConfig;
  storage: StorageConfig;
  /** null: the photo feed shows a stand-in set of posts. */
  photoFeed: PhotoFeedConfig | null;
}

export interface PhotoFeedConfig {
  accessToken: string;
  apiUrl: string;
}

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint other than AWS (path-style addressing); unset: AWS. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where public uploads are read from; unset: through the API. */
  publicUrl: string | undefined;
}

export interface StorageConfig {
  /** The folder of the local store (used when s3 is null). */
  uploadsDir: string;
  /** null: the local folder. */
  s3: S3StorageConfig | null;
  /** Most uploads per user and hour (0: no limit). */
  uploadsPerHour: number;
}

/** Requests the bot check counts per network before it asks for a solved challenge (a 405 with the challenge). */
export type BotCheckAction = 'sign-in' | 'rsvp' | 'contact';

export interface BotCheckConfig {
  /** Signs the challenges (HMAC): a solution is only good for a challenge this server made. */
  hmacKey: string;
  /** The largest number a challenge hides: the proof of work's difficulty. */
  maxNumber: number;
  /** How long a challenge may be solved and presented. */
  challengeSeconds: number;
  windowSeconds: number;
  /** Requests per network and window before a challenge (0: that action is never challenged). */
  limits: Record<BotCheckAction, number>;
}

export interface ReadCacheConfig {
  /** Memory for cached answers, in bytes; 0 turns the cache off. */
  maxBytes: number;
  /** Longest a cached answer is served by this instance. */
  ttlSeconds: number;
  /** Cache-Control of anonymous public reads for shared caches (CDNs). */
  sharedMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

export interface JobsConfig {
  /** Whether this API process also runs the job workers (npm start: yes; `npm run worker` runs only workers). */
  runWorkers: boolean;
  /** First retry delay of a failed job, doubled on each retry. */
  retryDelaySeconds: number;
  /** How often a running job reports it is alive; a job whose worker died is retried after about twice this. */
  heartbeatSeconds: number;
}

export interface PaymentsConfig {
  /** null: paid checkouts are refused (production without Stripe and without PAYMENT_PROVIDER=test). */
  provider: PaymentProviderName | null;
  stripeSecretKey: string | undefined;
  /** Another address for Stripe's API (stripe-mock, a test double); unset: api.stripe.com. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** The secret webhooks are verified with: Stripe's endpoint secret, or the test provider's. */
  webhookSecret: string;
  currency: string;
  platformFee: PlatformFee;
  checkoutHoldMinutes: number;
  /** Days a paid circle membership keeps access after its renewal failed (PAST_DUE), before it lapses. */
  membershipGraceDays: number;
}

/** The repository root: the nearest folder above this file (src/core/config.ts or dist/main.js) that holds nx.json. */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No nx.json above ${start}: run the server from the repository`);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function int(env: Env, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function postgresUrl(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^postgres(ql)?:\/\//.test(value)) throw new Error(`${name} must be a postgresql:// URL`);
  return value;
}

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function paymentsConfig(env: Env, isProduction: boolean, jwtSecret: string): PaymentsConfig {
  const stripeSecretKey = text(env, 'STRIPE_SECRET_KEY');
  const choice = text(env, 'PAYMENT_PROVIDER')?.toLowerCase() ?? (stripeSecretKey ? 'stripe' : isProduction ? 'none' : 'test');
  if (!['stripe', 'test', 'none'].includes(choice)) throw new Error(`PAYMENT_PROVIDER must be stripe, test or none, got "${choice}"`);
  const provider: PaymentProviderName | null = choice === 'stripe' ? 'STRIPE' : choice === 'test' ? 'TEST' : null;
  let webhookSecret = text(env, 'TEST_PAYMENTS_WEBHOOK_SECRET') ?? `whsec_test_${createHmac('sha256', jwtSecret).update('test-payment-webhooks').digest('hex')}`;
  if (provider === 'STRIPE') {
    if (!stripeSecretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    const stripeWebhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
    if (!stripeWebhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the endpoint\'s signing secret, whsec_…)');
    webhookSecret = stripeWebhookSecret;
  }
  const currency = (text(env, 'PAYMENT_CURRENCY') ?? 'usd').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new Error(`PAYMENT_CURRENCY must be a three-letter code, got "${currency}"`);
  const percentBasisPoints = int(env, 'PLATFORM_FEE_PERCENT_BP', 0);
  if (percentBasisPoints > 10_000) throw new Error('PLATFORM_FEE_PERCENT_BP is at most 10000 (100%)');
  const checkoutHoldMinutes = int(env, 'CHECKOUT_HOLD_MINUTES', CHECKOUT_HOLD_MINUTES);
  if (checkoutHoldMinutes < MIN_CHECKOUT_HOLD_MINUTES || checkoutHoldMinutes > MAX_CHECKOUT_HOLD_MINUTES) {
    throw new Error(`CHECKOUT_HOLD_MINUTES must be from ${MIN_CHECKOUT_HOLD_MINUTES} to ${MAX_CHECKOUT_HOLD_MINUTES}`);
  }
  const membershipGraceDays = int(env, 'CIRCLE_MEMBERSHIP_GRACE_DAYS', 7);
  if (membershipGraceDays < 0 || membershipGraceDays > 60) throw new Error('CIRCLE_MEMBERSHIP_GRACE_DAYS must be from 0 to 60');
  const stripeApiUrl = text(env, 'STRIPE_API_URL');
  let stripeApi: PaymentsConfig['stripeApi'];
  if (stripeApiUrl) {
    const url = new URL(stripeApiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    stripeApi = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    provider,
    stripeSecretKey,
    stripeApi,
    webhookSecret,
    currency,
    platformFee: { percentBasisPoints, fixedCents: int(env, 'PLATFORM_FEE_FIXED_CENTS', 0) },
    checkoutHoldMinutes,
    membershipGraceDays,
  };
}

function botCheckConfig(env: Env, isProduction: boolean, jwtSecret: string): BotCheckConfig {
  const configured = text(env, 'BOT_CHECK_HMAC_KEY');
  if (configured !== undefined && isProduction && configured.length < 32) throw new Error('BOT_CHECK_HMAC_KEY must be at least 32 characters');
  const maxNumber = int(env, 'BOT_CHECK_MAX_NUMBER', 100_000);
  if (maxNumber < 1000 || maxNumber > 10_000_000) throw new Error('BOT_CHECK_MAX_NUMBER must be from 1000 to 10000000');
  return {
    // Never a fixed default: unset, it is derived from JWT_SECRET, which production must set.
    hmacKey: configured ?? createHmac('sha256', jwtSecret).update('bot-check-challenges').digest('hex'),
    maxNumber,
    challengeSeconds: 10 * 60,
    windowSeconds: Math.max(1, int(env, 'BOT_CHECK_WINDOW_SECONDS', 15 * 60)),
    limits: { 'sign-in': int(env, 'BOT_CHECK_SIGN_IN_LIMIT', 15), rsvp: int(env, 'BOT_CHECK_RSVP_LIMIT', 300), contact: int(env, 'BOT_CHECK_CONTACT_LIMIT', 10) },
  };
}

function supportEmail(env: Env): string {
  const value = text(env, 'SUPPORT_EMAIL') ?? 'support@socials.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new Error(`SUPPORT_EMAIL must be an e-mail address, got "${value}"`);
  return value;
}

function httpUrl(env: Env, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) URL`);
  return value?.replace(/\/+$/, '');
}

function photoFeedConfig(env: Env): PhotoFeedConfig | null {
  const accessToken = text(env, 'PHOTO_FEED_ACCESS_TOKEN');
  const apiUrl = httpUrl(env, 'PHOTO_FEED_API_URL') ?? 'https://graph.instagram.com';
  return accessToken ? { accessToken, apiUrl } : null;
}

function storageConfig(env: Env, pgliteDataDir: string): StorageConfig {
  // A database in memory keeps nothing: neither do its uploads, in the system's temporary folder.
  const dataDir = pgliteDataDir.startsWith('memory://') ? path.join(tmpdir(), 'socials-memory') : path.dirname(pgliteDataDir);
  const uploadsDir = text(env, 'UPLOADS_DIR') ?? path.join(dataDir, 'uploads');
  const uploadsPerHour = int(env, 'UPLOADS_PER_HOUR', 60);
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) {
      if (text(env, name)) throw new Error(`${name} is set but S3_BUCKET is not: set the bucket too, or unset ${name} to keep uploads in ${uploadsDir}`);
    }
    return { uploadsDir, s3: null, uploadsPerHour };
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    uploadsDir,
    s3: { bucket, region: text(env, 'S3_REGION') ?? 'us-east-1', endpoint: httpUrl(env, 'S3_ENDPOINT'), accessKeyId, secretAccessKey, publicUrl: httpUrl(env, 'S3_PUBLIC_URL') },
    uploadsPerHour,
  };
}

function twilioConfig(env: Env): TwilioConfig | null {
  const accountSid = text(env, 'TWILIO_ACCOUNT_SID');
  if (!accountSid) return null;
  const authToken = text(env, 'TWILIO_AUTH_TOKEN');
  const from = text(env, 'TWILIO_FROM');
  if (!authToken || !from) throw new Error('TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and TWILIO_FROM');
  const apiUrl = text(env, 'TWILIO_API_URL');
  if (apiUrl && !/^https?:\/\//.test(apiUrl)) throw new Error('TWILIO_API_URL must be an http(s) URL');
  return { accountSid, authToken, from, apiUrl };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = int(env, 'PORT', 8080);

  const pgliteDataDir = text(env, 'PGLITE_DATA_DIR') ?? path.join(REPO_ROOT, '.data', 'pglite');

  const jwtSecret = text(env, 'JWT_SECRET') ?? (isProduction ? undefined : localJwtSecret(pgliteDataDir));
  if (!jwtSecret) throw new Error('JWT_SECRET must be set in production');
  if (isProduction && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');

  const underTest = nodeEnv === 'test' || env.VITEST !== undefined;

  return {
    port,
    // Only this machine unless asked: a development server must not hand sign-in codes to the network.
    host: text(env, 'HOST') ?? '127.0.0.1',
    nodeEnv,
    isProduction,
    databaseUrl: text(env, 'DATABASE_URL'),
    pgliteDataDir,
    jwtSecret,
    accessTokenTtlSeconds: 900,
    adminEmails: (text(env, 'ADMIN_EMAILS') ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    smtpUrl: text(env, 'SMTP_URL'),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Socials <no-reply@socials.local>',
    supportEmail: supportEmail(env),
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    conferenceHost: text(env, 'CONFERENCE_HOST')?.toLowerCase(),
    conferenceType: text(env, 'CONFERENCE_TYPE'),
    conferenceId: text(env, 'CONFERENCE_ID'),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', !isProduction),
    logLevel: text(env, 'LOG_LEVEL') ?? (underTest ? 'silent' : 'info'),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    payments: paymentsConfig(env, isProduction, jwtSecret),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 1000),
    twilio: twilioConfig(env),
    blasts: { emailsPerSecond: int(env, 'BLAST_EMAILS_PER_SECOND', 50), smsPerSecond: int(env, 'BLAST_SMS_PER_SECOND', 10) },
    databaseListenUrl: postgresUrl(env, 'DATABASE_LISTEN_URL'),
    readCache: {
      maxBytes: int(env, 'READ_CACHE_MB', 64) * 1024 * 1024,
      ttlSeconds: Math.max(1, int(env, 'READ_CACHE_TTL_SECONDS', 30)),
      sharedMaxAgeSeconds: int(env, 'PUBLIC_S_MAXAGE_SECONDS', 10),
      staleWhileRevalidateSeconds: int(env, 'PUBLIC_STALE_WHILE_REVALIDATE_SECONDS', 60),
    },
    chat: { messagesPerMinute: int(env, 'CHAT_MESSAGES_PER_MINUTE', 30) },
    botCheck: botCheckConfig(env, isProduction, jwtSecret),
    storage: storageConfig(env, pgliteDataDir),
    photoFeed: photoFeedConfig(env),
    jobs: { runWorkers: bool(env, 'RUN_WORKERS', true), retryDelaySeconds: int(env, 'JOB_RETRY_DELAY_SECONDS', 5), heartbeatSeconds: Math.max(10, int(env, 'JOB_HEARTBEAT_SECONDS', 30)) },
  };
}
