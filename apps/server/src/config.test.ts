import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { billingWarning, ConfigError, defaultRateLimits, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'promptnest-config-'));

describe('loadConfig', () => {
  it('has defaults that serve on 127.0.0.1:3000', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', appUrl: 'http://localhost:3000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('generates AUTH_SECRET once and keeps it under DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_live_public' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_PRO: 'price_a', STRIPE_PRICE_MAX: 'price_b' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_MAX: 'price_b' }, 'STRIPE_PRICE_PRO'],
    [{ STRIPE_PRICE_PRO_ANNUAL: 'price_y' }, 'STRIPE_PRICE_MAX_ANNUAL'],
    [{ STRIPE_PRICE_MAX_ANNUAL: 'price_y' }, 'STRIPE_PRICE_PRO_ANNUAL'],
    [{ STRIPE_PRICE_PRO_ANNUAL: 'prod_x', STRIPE_PRICE_MAX_ANNUAL: 'price_y' }, 'STRIPE_PRICE_PRO_ANNUAL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('uses the local billing provider without STRIPE_SECRET_KEY, and Stripe with its four settings', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).billing).toEqual({ provider: 'local' });
    const stripe = loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PRO: 'price_a', STRIPE_PRICE_MAX: 'price_b' });
    expect(stripe.billing).toEqual({ provider: 'stripe', secretKey: 'sk_test_x', webhookSecret: 'whsec_x', prices: { pro: 'price_a', max: 'price_b' }, apiBase: undefined });
    const annual = loadConfig({ DATA_DIR: tmp(), STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PRO: 'price_a', STRIPE_PRICE_MAX: 'price_b', STRIPE_PRICE_PRO_ANNUAL: 'price_ya', STRIPE_PRICE_MAX_ANNUAL: 'price_yb' });
    expect(annual.billing).toMatchObject({ prices: { pro: 'price_a', max: 'price_b', annual: { pro: 'price_ya', max: 'price_yb' } } });
  });

  it('BILLING=stripe requires Stripe, BILLING=off offers no upgrades', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), BILLING: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when BILLING=stripe/);
    expect(loadConfig({ DATA_DIR: tmp(), BILLING: 'off' }).billing).toEqual({ provider: 'off' });
    expect(() => loadConfig({ DATA_DIR: tmp(), BILLING: 'free' })).toThrow(/BILLING:/);
  });

  it('warns the operator at start-up only while paid plans are handed out without payment', () => {
    expect(billingWarning(loadConfig({ DATA_DIR: tmp() }).billing)).toMatch(/grants paid plans without payment.*BILLING=stripe.*BILLING=off/);
    expect(billingWarning(loadConfig({ DATA_DIR: tmp(), BILLING: 'off' }).billing)).toBeUndefined();
    expect(billingWarning({ provider: 'stripe', secretKey: 'sk', webhookSecret: 'wh', prices: { pro: 'a', max: 'b' } })).toBeUndefined();
  });

  it('reads TRUST_PROXY as the number of proxies in front of the server', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY:/);
  });

  it('reads BACKUP_KEEP as how many nightly backups to keep, 7 unless set, 0 for none', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).backupKeep).toBe(7);
    expect(loadConfig({ DATA_DIR: tmp(), BACKUP_KEEP: '0' }).backupKeep).toBe(0);
    expect(loadConfig({ DATA_DIR: tmp(), BACKUP_KEEP: '30' }).backupKeep).toBe(30);
    for (const bad of ['-1', '2.5', 'weekly']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP:/);
    }
  });

  it('reads API_KEY_RATE_LIMIT as requests a minute per key, 600 unless set', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).apiKeyRateLimit).toBe(600);
    expect(loadConfig({ DATA_DIR: tmp(), API_KEY_RATE_LIMIT: '' }).apiKeyRateLimit).toBe(600);
    expect(loadConfig({ DATA_DIR: tmp(), API_KEY_RATE_LIMIT: '120' }).apiKeyRateLimit).toBe(120);
    for (const bad of ['0', '-5', '1.5', 'many', '2000000']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), API_KEY_RATE_LIMIT: bad })).toThrow(/API_KEY_RATE_LIMIT:/);
    }
  });

  it('reads the per-address and per-e-mail ceilings of sign-in and mail, 50/100 and 20/20 unless set', () => {
    expect(defaultRateLimits).toEqual({ signInPerAddress: 50, signInPerEmail: 100, mailPerAddress: 20, mailPerEmail: 20 });
    expect(loadConfig({ DATA_DIR: tmp() }).rateLimits).toEqual(defaultRateLimits);
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_LIMIT_PER_ADDRESS: '' }).rateLimits).toEqual(defaultRateLimits);
    const office = loadConfig({ DATA_DIR: tmp(), SIGN_IN_LIMIT_PER_ADDRESS: '200', SIGN_IN_LIMIT_PER_EMAIL: '300', MAIL_LIMIT_PER_ADDRESS: '60', MAIL_LIMIT_PER_EMAIL: '25' });
    expect(office.rateLimits).toEqual({ signInPerAddress: 200, signInPerEmail: 300, mailPerAddress: 60, mailPerEmail: 25 });
    expect(loadConfig({ DATA_DIR: tmp(), MAIL_LIMIT_PER_ADDRESS: '40' }).rateLimits).toEqual({ ...defaultRateLimits, mailPerAddress: 40 });
    for (const name of ['SIGN_IN_LIMIT_PER_ADDRESS', 'SIGN_IN_LIMIT_PER_EMAIL', 'MAIL_LIMIT_PER_ADDRESS', 'MAIL_LIMIT_PER_EMAIL']) {
      for (const bad of ['0', '-5', '1.5', 'many', '2000000']) {
        expect(() => loadConfig({ DATA_DIR: tmp(), [name]: bad })).toThrow(new RegExp(`${name}:`));
      }
    }
  });

  it('treats empty values as unset, as .env files often have them', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(loadConfig({ DATA_DIR: tmp(), APP_URL: 'https://prompts.example.com/' }).appUrl).toBe('https://prompts.example.com');
  });
});
