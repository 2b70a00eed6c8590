import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
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
    expect(config.jwtSecret.length).toBeGreaterThan(0);
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
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('requires a JWT secret in production and turns off demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it('rejects malformed values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  describe('payments', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };

    it('uses the test provider in development, none in production unless asked, and Stripe with a key', () => {
      expect(loadConfig({}).payments.provider).toBe('TEST');
      expect(loadConfig(production).payments.provider).toBeNull();
      expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('TEST');
      const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments;
      expect(stripe).toEqual(expect.objectContaining({ provider: 'STRIPE', webhookSecret: 'whsec_1', currency: 'usd', checkoutHoldMinutes: 30 }));
    });

    it('derives a test webhook secret from the JWT secret, so every instance agrees on it', () => {
      expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret).toBe(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret);
      expect(loadConfig({ JWT_SECRET: 'a'.repeat(40) }).payments.webhookSecret).not.toBe(loadConfig({ JWT_SECRET: 'b'.repeat(40) }).payments.webhookSecret);
    });

    it('rejects a Stripe key without its webhook secret, and malformed fees or holds', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
      expect(() => loadConfig({ PLATFORM_FEE_PERCENT_BP: '20000' })).toThrow(/PLATFORM_FEE_PERCENT_BP/);
      expect(() => loadConfig({ CHECKOUT_HOLD_MINUTES: '5' })).toThrow(/CHECKOUT_HOLD_MINUTES/);
      expect(() => loadConfig({ PAYMENT_CURRENCY: 'dollars' })).toThrow(/PAYMENT_CURRENCY/);
      expect(loadConfig({ PLATFORM_FEE_PERCENT_BP: '290', PLATFORM_FEE_FIXED_CENTS: '30' }).payments.platformFee).toEqual({ percentBasisPoints: 290, fixedCents: 30 });
    });
  });
});
