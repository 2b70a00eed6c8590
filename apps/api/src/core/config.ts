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
 * | STRIPE_WEBHOOK_SECRET | (required with STRIPE_SECRET_KEY)    | Signing secret (whsec_…) of the webhook endpoint /api/payments/webhooks |
 * | PAYMENT_PROVIDER  | stripe with a key, else test (none in production) | `stripe`, `test` or `none`; production without Stripe must say `test` to use the test provider |
 * | STRIPE_API_URL    | (unset: api.stripe.com)                  | Another address for Stripe's API, e.g. stripe-mock at http://127.0.0.1:12111 |
 * | TEST_PAYMENTS_WEBHOOK_SECRET | derived from JWT_SECRET       | Secret the test provider signs its webhooks with |
 * | PAYMENT_CURRENCY  | usd                                      | ISO 4217 currency of every price |
 * | PLATFORM_FEE_PERCENT_BP | 0                                  | Platform fee in basis points of the discounted ticket price (290 = 2.90%) |
 * | PLATFORM_FEE_FIXED_CENTS | 0                                 | Fixed platform fee per paid order, in cents |
 * | CHECKOUT_HOLD_MINUTES | 30                                   | How long a seat is held while its checkout is open (30–1440) |
 * | SHUTDOWN_GRACE_MS | 1000                                     | After SIGTERM, how long queued connections are still accepted and answered 503 + Retry-After |
 * | RUN_WORKERS       | true                                     | Whether the API process also runs the job workers (`npm run worker` runs them alone) |
 * | JOB_HEARTBEAT_SECONDS | 30                                   | How often a running job reports it is alive (at least 10); a killed worker's job is retried after about twice this |
 * | JOB_RETRY_DELAY_SECONDS | 5                                  | First retry delay of a failed job (doubled each retry; 0 retries at once) |
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import { localJwtSecret } from './jwt-secret';
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
  publicUrl: string;
  conferenceHost: string | undefined;
  conferenceType: string | undefined;
  conferenceId: string | undefined;
  seedDemoData: boolean;
  logLevel: string;
  trustProxy: boolean | number | string[];
  payments: PaymentsConfig;
  jobs: JobsConfig;
  /** After SIGTERM, how long connections already queued are still accepted (and refused with 503). */
  shutdownGraceMs: number;
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
  };
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
    publicUrl: (text(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    conferenceHost: text(env, 'CONFERENCE_HOST')?.toLowerCase(),
    conferenceType: text(env, 'CONFERENCE_TYPE'),
    conferenceId: text(env, 'CONFERENCE_ID'),
    seedDemoData: bool(env, 'SEED_DEMO_DATA', !isProduction),
    logLevel: text(env, 'LOG_LEVEL') ?? (underTest ? 'silent' : 'info'),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    payments: paymentsConfig(env, isProduction, jwtSecret),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 1000),
    jobs: { runWorkers: bool(env, 'RUN_WORKERS', true), retryDelaySeconds: int(env, 'JOB_RETRY_DELAY_SECONDS', 5), heartbeatSeconds: Math.max(10, int(env, 'JOB_HEARTBEAT_SECONDS', 30)) },
  };
}
