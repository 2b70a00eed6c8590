/**
 * Server configuration, read once from the environment at start-up. What each variable means, its
 * default and its bounds are in the README's Configuration table, the one place they are written
 * down; config.test.ts checks that table names exactly the variables in CONFIG_ENV_NAMES.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHmac } from 'node:crypto';
import { localJwtSecret } from './jwt-secret';
import { CHECKOUT_HOLD_MINUTES, MAX_CHECKOUT_HOLD_MINUTES, MIN_CHECKOUT_HOLD_MINUTES, type PaymentProviderName, type PlatformFee } from '@socials/domain';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number (E.164) or a Messaging Service SID (MG…) to send from. */
  from: string;
  /** Another address for Twilio's API (a fake on localhost in tests); unset: api.twilio.com. */
  apiUrl: string | undefined;
}

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
  /** A map tile address with {z}, {x} and {y}; unset: event pages draw the venue without tiles. */
  mapTileUrl: string | undefined;
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
  /** What resized images kept in the store may take in all, in bytes; the least recently used are deleted past it. */
  resizedImagesBytes: number;
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

/** Every environment variable the server reads; the helpers below take no other name. */
export const CONFIG_ENV_NAMES = [
  'PORT',
  'HOST',
  'NODE_ENV',
  'DATABASE_URL',
  'PGLITE_DATA_DIR',
  'JWT_SECRET',
  'ADMIN_EMAILS',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'CONFERENCE_HOST',
  'CONFERENCE_TYPE',
  'CONFERENCE_ID',
  'MAP_TILE_URL',
  'SEED_DEMO_DATA',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYMENT_PROVIDER',
  'STRIPE_API_URL',
  'TEST_PAYMENTS_WEBHOOK_SECRET',
  'PAYMENT_CURRENCY',
  'PLATFORM_FEE_PERCENT_BP',
  'PLATFORM_FEE_FIXED_CENTS',
  'CHECKOUT_HOLD_MINUTES',
  'SHUTDOWN_GRACE_MS',
  'RUN_WORKERS',
  'JOB_HEARTBEAT_SECONDS',
  'JOB_RETRY_DELAY_SECONDS',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'TWILIO_API_URL',
  'BLAST_EMAILS_PER_SECOND',
  'BLAST_SMS_PER_SECOND',
  'DATABASE_LISTEN_URL',
  'READ_CACHE_MB',
  'READ_CACHE_TTL_SECONDS',
  'PUBLIC_S_MAXAGE_SECONDS',
  'PUBLIC_STALE_WHILE_REVALIDATE_SECONDS',
  'UPLOADS_DIR',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'UPLOADS_PER_HOUR',
  'RESIZED_IMAGES_MB',
  'PHOTO_FEED_ACCESS_TOKEN',
  'PHOTO_FEED_API_URL',
  'BOT_CHECK_HMAC_KEY',
  'BOT_CHECK_WINDOW_SECONDS',
  'BOT_CHECK_SIGN_IN_LIMIT',
  'BOT_CHECK_RSVP_LIMIT',
  'BOT_CHECK_MAX_NUMBER',
  'SUPPORT_EMAIL',
  'BOT_CHECK_CONTACT_LIMIT',
  'CIRCLE_MEMBERSHIP_GRACE_DAYS',
  'CHAT_MESSAGES_PER_MINUTE',
] as const;

type EnvName = (typeof CONFIG_ENV_NAMES)[number];

function text(env: Env, name: EnvName): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function bool(env: Env, name: EnvName, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

function int(env: Env, name: EnvName, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function postgresUrl(env: Env, name: EnvName): string | undefined {
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
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function paymentsConfig(env: Env, isProduction: boolean, jwtSecret: string): PaymentsConfig {
  const stripeSecretKey = text(env, 'STRIPE_SECRET_KEY');
  const choice = text(env, 'PAYMENT_PROVIDER')?.toLowerCase() ?? (stripeSecretKey ? 'stripe' : isProduction ? 'none' : 'test');
  if (!['stripe', 'test', 'none'].includes(choice)) throw new Error(`PAYMENT_PROVIDER must be stripe, test or none, got "${choice}"`);
  const provider: PaymentProviderName | null = choice === 'stripe' ? 'STRIPE' : choice === 'test' ? 'TEST' : null;
  let webhookSecret =
    text(env, 'TEST_PAYMENTS_WEBHOOK_SECRET') ?? `whsec_test_${createHmac('sha256', jwtSecret).update('test-payment-webhooks').digest('hex')}`;
  if (provider === 'STRIPE') {
    if (!stripeSecretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
    const stripeWebhookSecret = text(env, 'STRIPE_WEBHOOK_SECRET');
    if (!stripeWebhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the endpoint's signing secret, whsec_…)");
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
    limits: {
      'sign-in': int(env, 'BOT_CHECK_SIGN_IN_LIMIT', 15),
      rsvp: int(env, 'BOT_CHECK_RSVP_LIMIT', 300),
      contact: int(env, 'BOT_CHECK_CONTACT_LIMIT', 10),
    },
  };
}

function supportEmail(env: Env): string {
  const value = text(env, 'SUPPORT_EMAIL') ?? 'support@socials.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new Error(`SUPPORT_EMAIL must be an e-mail address, got "${value}"`);
  return value;
}

function httpUrl(env: Env, name: EnvName): string | undefined {
  const value = text(env, name);
  if (value !== undefined && !/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) URL`);
  return value?.replace(/\/+$/, '');
}

function mapTileUrl(env: Env): string | undefined {
  const value = text(env, 'MAP_TILE_URL');
  // Browsers load the tiles themselves: https only (the page's image policy), and each of {z}, {x} and {y} to fill in.
  if (value !== undefined && !(/^https:\/\/[^/]/.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part))))
    throw new Error('MAP_TILE_URL must be an https:// address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  return value;
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
  const resizedImagesBytes = int(env, 'RESIZED_IMAGES_MB', 1024) * 1024 * 1024;
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (text(env, name)) throw new Error(`${name} is set but S3_BUCKET is not: set the bucket too, or unset ${name} to keep uploads in ${uploadsDir}`);
    }
    return { uploadsDir, s3: null, uploadsPerHour, resizedImagesBytes };
  }
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    uploadsDir,
    s3: {
      bucket,
      region: text(env, 'S3_REGION') ?? 'us-east-1',
      endpoint: httpUrl(env, 'S3_ENDPOINT'),
      accessKeyId,
      secretAccessKey,
      publicUrl: httpUrl(env, 'S3_PUBLIC_URL'),
    },
    uploadsPerHour,
    resizedImagesBytes,
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
    mapTileUrl: mapTileUrl(env),
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
    jobs: {
      runWorkers: bool(env, 'RUN_WORKERS', true),
      retryDelaySeconds: int(env, 'JOB_RETRY_DELAY_SECONDS', 5),
      heartbeatSeconds: Math.max(10, int(env, 'JOB_HEARTBEAT_SECONDS', 30)),
    },
  };
}
