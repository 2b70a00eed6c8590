import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_ENV_NAMES, REPO_ROOT, loadConfig } from './config';

/** Outside production without JWT_SECRET the secret comes from the data folder: these tests keep it in memory. */
const IN_MEMORY = { PGLITE_DATA_DIR: 'memory://' };

describe('loadConfig', () => {
  it('has development defaults, listening on this machine only', () => {
    const config = loadConfig({ JWT_SECRET: 'a-secret-for-this-test-that-is-long-enough' });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      adminEmails: [],
      mailFrom: 'Socials <no-reply@socials.local>',
      publicUrl: 'http://localhost:8080',
      seedDemoData: true,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.pgliteDataDir).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(loadConfig({ ...IN_MEMORY, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('makes a random JWT secret once and keeps it in the data folder, readable by its owner only', () => {
    const dataFolder = mkdtempSync(join(tmpdir(), 'socials-config-'));
    const first = loadConfig({ PGLITE_DATA_DIR: join(dataFolder, 'pglite') });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtSecret).not.toMatch(/development|secret/i);
    const file = join(dataFolder, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    // The next start (or the worker process) reads the same secret, whatever NODE_ENV short of production.
    expect(loadConfig({ NODE_ENV: 'test', PGLITE_DATA_DIR: join(dataFolder, 'pglite') }).jwtSecret).toBe(first.jwtSecret);
    const elsewhere = loadConfig({ PGLITE_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'socials-config-')), 'pglite') });
    expect(elsewhere.jwtSecret).not.toBe(first.jwtSecret);
  });

  it("keeps an in-memory database's JWT secret in memory", () => {
    const secret = loadConfig(IN_MEMORY).jwtSecret;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(IN_MEMORY).jwtSecret).toBe(secret);
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '3000',
      ADMIN_EMAILS: ' Boss@Example.com, ,two@example.com ',
      PUBLIC_URL: 'https://socials.example.com/',
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
    });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://socials.example.com');
    expect(config.adminEmails).toEqual(['boss@example.com', 'two@example.com']);
    expect(config.seedDemoData).toBe(false);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.pgliteDataDir).toBe('memory://');
    expect(loadConfig({ ...IN_MEMORY, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('requires a JWT secret in production and turns off demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...IN_MEMORY, SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('takes a map tile address only over https with {z}, {x} and {y}, and draws the map without one by default', () => {
    expect(loadConfig(IN_MEMORY).mapTileUrl).toBeUndefined();
    const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ ...IN_MEMORY, MAP_TILE_URL: tiles }).mapTileUrl).toBe(tiles);
    expect(() => loadConfig({ ...IN_MEMORY, MAP_TILE_URL: 'http://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ ...IN_MEMORY, MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
  });

  describe('payments', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

    it('uses the test provider in development, none in production unless asked, and Stripe with a key', () => {
      expect(loadConfig(IN_MEMORY).payments.provider).toBe('TEST');
      expect(loadConfig(production).payments.provider).toBeNull();
      expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('TEST');
      const stripe = loadConfig({ ...IN_MEMORY, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments;
      expect(stripe).toEqual(expect.objectContaining({ provider: 'STRIPE', webhookSecret: 'whsec_1', currency: 'usd', checkoutHoldMinutes: 30 }));
    });

    it('derives a test webhook secret from the JWT secret, so every instance agrees on it', () => {
      expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret).toBe(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret);
      expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret).not.toBe(loadConfig({ JWT_SECRET: 'b'.repeat(40) }).payments.webhookSecret);
    });

    it('rejects a Stripe key without its webhook secret, and malformed fees or holds', () => {
      expect(() => loadConfig({ ...IN_MEMORY, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ ...IN_MEMORY, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
      expect(() => loadConfig({ ...IN_MEMORY, PLATFORM_FEE_PERCENT_BP: '20000' })).toThrow(/PLATFORM_FEE_PERCENT_BP/);
      expect(() => loadConfig({ ...IN_MEMORY, CHECKOUT_HOLD_MINUTES: '5' })).toThrow(/CHECKOUT_HOLD_MINUTES/);
      expect(() => loadConfig({ ...IN_MEMORY, PAYMENT_CURRENCY: 'dollars' })).toThrow(/PAYMENT_CURRENCY/);
      expect(loadConfig({ ...IN_MEMORY, PLATFORM_FEE_PERCENT_BP: '290', PLATFORM_FEE_FIXED_CENTS: '30' }).payments.platformFee).toEqual({
        percentBasisPoints: 290,
        fixedCents: 30,
      });
    });
  });

  it('caches public reads in 64 MB for 30 s, tells CDNs 10 s and 60 s stale, and takes a direct listening connection', () => {
    expect(loadConfig(IN_MEMORY)).toMatchObject({
      databaseListenUrl: undefined,
      readCache: { maxBytes: 64 * 1024 * 1024, ttlSeconds: 30, sharedMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 60 },
    });
    const tuned = loadConfig({
      ...IN_MEMORY,
      READ_CACHE_MB: '0',
      READ_CACHE_TTL_SECONDS: '5',
      PUBLIC_S_MAXAGE_SECONDS: '0',
      PUBLIC_STALE_WHILE_REVALIDATE_SECONDS: '300',
      DATABASE_LISTEN_URL: 'postgresql://postgres@db:5432/socials',
    });
    expect(tuned).toMatchObject({
      databaseListenUrl: 'postgresql://postgres@db:5432/socials',
      readCache: { maxBytes: 0, ttlSeconds: 5, sharedMaxAgeSeconds: 0, staleWhileRevalidateSeconds: 300 },
    });
    expect(() => loadConfig({ ...IN_MEMORY, READ_CACHE_MB: 'lots' })).toThrow(/READ_CACHE_MB/);
    expect(() => loadConfig({ ...IN_MEMORY, PUBLIC_S_MAXAGE_SECONDS: '-1' })).toThrow(/PUBLIC_S_MAXAGE_SECONDS/);
    expect(() => loadConfig({ ...IN_MEMORY, DATABASE_LISTEN_URL: 'pgbouncer:6432' })).toThrow(/DATABASE_LISTEN_URL/);
  });

  describe('upload storage', () => {
    it('keeps uploads beside the database by default, in a bucket when S3_BUCKET is set', () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'config-storage-'));
      const local = loadConfig({ PGLITE_DATA_DIR: join(dataDir, 'pglite'), JWT_SECRET: 'a-secret-for-this-test-that-is-long-enough' }).storage;
      expect(local).toEqual({ uploadsDir: join(dataDir, 'uploads'), s3: null, uploadsPerHour: 60, resizedImagesBytes: 1024 * 1024 * 1024 });
      expect(loadConfig({ ...IN_MEMORY, UPLOADS_DIR: '/srv/uploads', UPLOADS_PER_HOUR: '0', RESIZED_IMAGES_MB: '64' }).storage).toMatchObject({
        uploadsDir: '/srv/uploads',
        uploadsPerHour: 0,
        resizedImagesBytes: 64 * 1024 * 1024,
      });
      const s3 = loadConfig({
        ...IN_MEMORY,
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }).storage.s3;
      expect(s3).toEqual({
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example.com',
      });
    });

    it('shows the stand-in photo feed unless a graph access token is set', () => {
      expect(loadConfig(IN_MEMORY).photoFeed).toBeNull();
      expect(loadConfig({ ...IN_MEMORY, PHOTO_FEED_ACCESS_TOKEN: 'tok' }).photoFeed).toEqual({ accessToken: 'tok', apiUrl: 'https://graph.instagram.com' });
      expect(() => loadConfig({ ...IN_MEMORY, PHOTO_FEED_ACCESS_TOKEN: 'tok', PHOTO_FEED_API_URL: 'graph.local' })).toThrow(/PHOTO_FEED_API_URL/);
    });

    it('refuses half an S3 setup instead of quietly keeping uploads on the disk', () => {
      expect(() => loadConfig({ ...IN_MEMORY, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
      expect(() => loadConfig({ ...IN_MEMORY, S3_BUCKET: 'uploads' })).toThrow(/S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
      expect(() =>
        loadConfig({ ...IN_MEMORY, S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'cdn.example.com' }),
      ).toThrow(/S3_PUBLIC_URL must be an http\(s\) URL/);
    });
  });

  describe('bot check', () => {
    it('counts 15 sign-in starts and 300 RSVPs per network in 15 minutes, with a key derived from the JWT secret', () => {
      const config = loadConfig({ JWT_SECRET: 'a-secret-for-this-test-that-is-long-enough' });
      expect(config.botCheck).toMatchObject({ maxNumber: 100_000, windowSeconds: 900, limits: { 'sign-in': 15, rsvp: 300 } });
      expect(config.botCheck.hmacKey).toMatch(/^[0-9a-f]{64}$/);
      expect(config.botCheck.hmacKey).not.toContain('a-secret');
      expect(loadConfig({ JWT_SECRET: 'another-secret-for-this-test-long-enough' }).botCheck.hmacKey).not.toBe(config.botCheck.hmacKey);
      const tuned = loadConfig({
        ...IN_MEMORY,
        BOT_CHECK_SIGN_IN_LIMIT: '0',
        BOT_CHECK_RSVP_LIMIT: '5',
        BOT_CHECK_WINDOW_SECONDS: '60',
        BOT_CHECK_MAX_NUMBER: '5000',
        BOT_CHECK_HMAC_KEY: 'k',
      });
      expect(tuned.botCheck).toMatchObject({ hmacKey: 'k', maxNumber: 5000, windowSeconds: 60, limits: { 'sign-in': 0, rsvp: 5 } });
    });

    it('refuses a short key in production and a difficulty out of range', () => {
      const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
      expect(() => loadConfig({ ...production, BOT_CHECK_HMAC_KEY: 'short' })).toThrow(/BOT_CHECK_HMAC_KEY must be at least 32 characters/);
      expect(loadConfig({ ...production, BOT_CHECK_HMAC_KEY: 'k'.repeat(32) }).botCheck.hmacKey).toBe('k'.repeat(32));
      expect(() => loadConfig({ ...IN_MEMORY, BOT_CHECK_MAX_NUMBER: '10' })).toThrow(/BOT_CHECK_MAX_NUMBER/);
      expect(() => loadConfig({ ...IN_MEMORY, BOT_CHECK_RSVP_LIMIT: '-1' })).toThrow(/BOT_CHECK_RSVP_LIMIT/);
    });
  });
});

/** The variable names of the README's Configuration table: the first cell of each row, between backticks. */
function readmeConfigurationNames(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (section === undefined) throw new Error('README.md has no "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1] ?? '');
}

/** Every name loadConfig reads from `env`, by watching its reads. */
function namesRead(env: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const watched = new Proxy(env, {
    get(target, name, receiver) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name, receiver) as unknown;
    },
  });
  loadConfig(watched);
  return read;
}

describe('the README documents the configuration', () => {
  it('lists in its Configuration table exactly the variables the server reads, once each', () => {
    const documented = readmeConfigurationNames(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'));
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...CONFIG_ENV_NAMES].sort());
  });

  it('lists every name loadConfig reads, and loadConfig reads every name listed', () => {
    // Every variable set to a valid value, so that each optional part (Stripe, Twilio, S3, the photo feed) is read.
    const everything: Record<string, string> = {
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://db/socials',
      PGLITE_DATA_DIR: 'memory://',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAILS: 'a@example.com',
      SMTP_URL: 'smtp://smtp.example.com',
      MAIL_FROM: 'a@example.com',
      PUBLIC_URL: 'https://socials.example',
      CONFERENCE_HOST: 'summit.example',
      CONFERENCE_TYPE: 'summit',
      CONFERENCE_ID: 'c1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      TEST_PAYMENTS_WEBHOOK_SECRET: 'whsec_t',
      PAYMENT_CURRENCY: 'eur',
      PLATFORM_FEE_PERCENT_BP: '290',
      PLATFORM_FEE_FIXED_CENTS: '30',
      CHECKOUT_HOLD_MINUTES: '60',
      SHUTDOWN_GRACE_MS: '500',
      RUN_WORKERS: 'false',
      JOB_HEARTBEAT_SECONDS: '20',
      JOB_RETRY_DELAY_SECONDS: '1',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+14155550100',
      TWILIO_API_URL: 'http://127.0.0.1:4010',
      BLAST_EMAILS_PER_SECOND: '5',
      BLAST_SMS_PER_SECOND: '5',
      DATABASE_LISTEN_URL: 'postgresql://db/socials',
      READ_CACHE_MB: '8',
      READ_CACHE_TTL_SECONDS: '5',
      PUBLIC_S_MAXAGE_SECONDS: '5',
      PUBLIC_STALE_WHILE_REVALIDATE_SECONDS: '5',
      UPLOADS_DIR: '/tmp/u',
      S3_BUCKET: 'b',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example',
      UPLOADS_PER_HOUR: '5',
      RESIZED_IMAGES_MB: '64',
      PHOTO_FEED_ACCESS_TOKEN: 'p',
      PHOTO_FEED_API_URL: 'https://graph.example',
      BOT_CHECK_HMAC_KEY: 'k'.repeat(32),
      BOT_CHECK_WINDOW_SECONDS: '60',
      BOT_CHECK_SIGN_IN_LIMIT: '5',
      BOT_CHECK_RSVP_LIMIT: '5',
      BOT_CHECK_MAX_NUMBER: '5000',
      SUPPORT_EMAIL: 'help@example.com',
      BOT_CHECK_CONTACT_LIMIT: '5',
      CIRCLE_MEMBERSHIP_GRACE_DAYS: '3',
      CHAT_MESSAGES_PER_MINUTE: '5',
    };
    const listed = new Set<string>(CONFIG_ENV_NAMES);
    // VITEST is set by the test runner itself, not by whoever deploys: it only quiets the log under test.
    const read = new Set([...namesRead(everything), ...namesRead({ PGLITE_DATA_DIR: 'memory://' })].filter((name) => name !== 'VITEST'));
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !read.has(name))).toEqual([]);
  });
});
