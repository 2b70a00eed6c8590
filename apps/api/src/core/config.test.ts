import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('keeps an in-memory database\'s JWT secret in memory', () => {
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
      expect(loadConfig({ ...IN_MEMORY, PLATFORM_FEE_PERCENT_BP: '290', PLATFORM_FEE_FIXED_CENTS: '30' }).payments.platformFee).toEqual({ percentBasisPoints: 290, fixedCents: 30 });
    });
  });
});
