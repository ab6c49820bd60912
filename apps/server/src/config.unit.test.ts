import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const madeDirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bb-config-'));
  madeDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('works with no variables at all (embedded defaults)', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps the generated secret across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(loadConfig({ DATA_DIR: dir }).authSecret);
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url', USD_BDT_RATE: '-1' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('USD_BDT_RATE');
    }
  });

  it('requires both halves of a credential pair', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OIDC_ISSUER: 'https://id.example' })).toThrow(
      /OIDC_ISSUER/,
    );
  });

  it('requires the bucket with any other S3 setting, and both halves of its key', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: is required when S3_ENDPOINT is set/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'media',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.REDIS_KEY_PREFIX).toBe('bb:');
  });

  it('runs one worker in development, every CPU in production, WEB_CONCURRENCY when set; one on PGlite', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters!!',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATABASE_URL: 'postgres://db/shop',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/shop' }).workers).toBe(1);
    expect(loadConfig(production).workers).toBe(availableParallelism());
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    const pglite = loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '4' });
    expect(pglite.workers).toBe(1);
    expect(pglite.workersNote).toMatch(/PGlite is one process: starting 1 worker, not 4/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: 'many' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  // docs/product.md#hardening: production with no real gateway took "payments" on the sandbox, with a warning.
  describe('payments in production', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters!!',
    };
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    const sslcommerz = { SSLCOMMERZ_STORE_ID: 'store', SSLCOMMERZ_PASSWORD: 'secret' };

    it('refuses to start on the built-in test processor or sandbox gateway', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow(
        /STRIPE_SECRET_KEY: is required in production[\s\S]*SSLCOMMERZ_STORE_ID: is required in production/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...stripe })).toThrow(
        /SSLCOMMERZ_STORE_ID/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...sslcommerz })).toThrow(
        /STRIPE_SECRET_KEY/,
      );
    });

    it('starts with both real gateways, or with the sandbox when asked for by name', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...stripe, ...sslcommerz }).NODE_ENV).toBe(
        'production',
      );
      const demo = loadConfig({ DATA_DIR: dataDir(), ...production, ALLOW_SANDBOX_PAYMENTS: 'true' });
      expect(demo.ALLOW_SANDBOX_PAYMENTS).toBe(true);
    });

    it('does not ask for gateways outside production', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).ALLOW_SANDBOX_PAYMENTS).toBe(false);
    });
  });

  it('reads SEED_DEMO=false and a numeric TRUST_PROXY', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false', TRUST_PROXY: '1' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('holds a hosted checkout 30 minutes unless CHECKOUT_HOLD_MINUTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).CHECKOUT_HOLD_MINUTES).toBe(30);
    expect(loadConfig({ DATA_DIR: dataDir(), CHECKOUT_HOLD_MINUTES: '10' }).CHECKOUT_HOLD_MINUTES).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHECKOUT_HOLD_MINUTES: '0' })).toThrow(
      /CHECKOUT_HOLD_MINUTES/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), CHECKOUT_HOLD_MINUTES: 'half an hour' })).toThrow(
      /CHECKOUT_HOLD_MINUTES/,
    );
  });
});
