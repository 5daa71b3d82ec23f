import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { createDataDir, writePrivateFile } from './private-paths.js';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** A count of requests or attempts a limit allows: a whole number from 1. */
const allowance = () => optional(z.coerce.number().int().min(1).max(1_000_000));

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_URL: optional(z.url({ protocol: /^https?$/ })),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
    AUTH_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    MAIL_FROM: z.string().min(3).default('PromptNest <no-reply@promptnest.local>'),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(6, { error: 'must be at least 6 characters' })),
    GOOGLE_CLIENT_ID: optional(z.string().min(1)),
    GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    TRUST_PROXY: optional(z.union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)], { error: "must be true, false or a number of proxies (0-10)" })),
    BILLING: optional(z.enum(['local', 'stripe', 'off'])),
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, { error: 'must be a Stripe secret key (sk_… or rk_…)' })),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })),
    STRIPE_PRICE_PRO: optional(z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })),
    STRIPE_PRICE_MAX: optional(z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })),
    STRIPE_PRICE_PRO_ANNUAL: optional(z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })),
    STRIPE_PRICE_MAX_ANNUAL: optional(z.string().regex(/^price_/, { error: 'must be a Stripe price id (price_…)' })),
    STRIPE_API_BASE: optional(z.url({ protocol: /^https?$/ })),
    API_KEY_RATE_LIMIT: allowance(),
    SIGN_IN_LIMIT_PER_ADDRESS: allowance(),
    SIGN_IN_LIMIT_PER_EMAIL: allowance(),
    MAIL_LIMIT_PER_ADDRESS: allowance(),
    MAIL_LIMIT_PER_EMAIL: allowance(),
    BACKUP_KEEP: optional(z.coerce.number({ error: 'must be a whole number (0 turns nightly backups off)' }).int().min(0).max(10_000)),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' });
    }
    if (env.BILLING === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when BILLING=stripe' });
    }
    if (env.STRIPE_SECRET_KEY && env.BILLING !== 'local' && env.BILLING !== 'off') {
      for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_MAX'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STRIPE_SECRET_KEY is set' });
      }
    }
    // Annual billing is offered for both paid plans or for neither.
    if (Boolean(env.STRIPE_PRICE_PRO_ANNUAL) !== Boolean(env.STRIPE_PRICE_MAX_ANNUAL)) {
      const missing = env.STRIPE_PRICE_PRO_ANNUAL ? 'STRIPE_PRICE_MAX_ANNUAL' : 'STRIPE_PRICE_PRO_ANNUAL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'STRIPE_PRICE_PRO_ANNUAL and STRIPE_PRICE_MAX_ANNUAL must be set together' });
    }
  });

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in local billing, which grants paid plans
 * without payment (for trying PromptNest). BILLING=stripe requires Stripe; BILLING=off offers no upgrades.
 */
export type BillingConfig =
  | { provider: 'local' }
  | { provider: 'off' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; prices: StripePrices; apiBase?: string };

/**
 * What start-up tells the operator about billing: the local provider hands out paid plans for free, which is
 * right for trying PromptNest and wrong in production (docs/decisions/0010).
 */
export function billingWarning(billing: BillingConfig): string | undefined {
  if (billing.provider !== 'local') return undefined;
  return 'billing: the built-in local provider grants paid plans without payment, for trying PromptNest. In production set BILLING=stripe (with the STRIPE_* settings) to take payments, or BILLING=off to offer no upgrades.';
}

/**
 * The looser ceilings of sign-in attempts (per 15 minutes) and of sign-up, reset and deletion e-mails (per
 * hour), per client address and per e-mail. The tight per-pair limits stay fixed (docs/decisions/0010).
 */
export interface RateLimitSettings {
  signInPerAddress: number;
  signInPerEmail: number;
  mailPerAddress: number;
  mailPerEmail: number;
}

export const defaultRateLimits: RateLimitSettings = { signInPerAddress: 50, signInPerEmail: 100, mailPerAddress: 20, mailPerEmail: 20 };

/** Stripe price ids: monthly for each paid plan, and annual ones when configured (else annual is not offered). */
export interface StripePrices {
  pro: string;
  max: string;
  annual?: { pro: string; max: string };
}

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  google?: { clientId: string; clientSecret: string };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How many proxies of our own stand in front of the server (TRUST_PROXY: true is 1). */
  trustProxy: number;
  billing: BillingConfig;
  /** Requests a minute allowed to one API key, shared by all servers on the database (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number;
  /** SIGN_IN_LIMIT_PER_ADDRESS, SIGN_IN_LIMIT_PER_EMAIL, MAIL_LIMIT_PER_ADDRESS, MAIL_LIMIT_PER_EMAIL. */
  rateLimits: RateLimitSettings;
  /** With the bundled database: how many nightly backups DATA_DIR/backups keeps (BACKUP_KEEP; 0: none are taken). */
  backupKeep: number;
  /** Where the built web app lives; absent in API-only tests. */
  webDist?: string;
  /** The shared view's server render module, from the web build (apps/web/dist-ssr); absent or missing: pages without markup. */
  sharedViewRenderer?: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY === 'false' || e.TRUST_PROXY === undefined ? 0 : e.TRUST_PROXY,
    billing: chooseBilling(e),
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT ?? 600,
    rateLimits: {
      signInPerAddress: e.SIGN_IN_LIMIT_PER_ADDRESS ?? defaultRateLimits.signInPerAddress,
      signInPerEmail: e.SIGN_IN_LIMIT_PER_EMAIL ?? defaultRateLimits.signInPerEmail,
      mailPerAddress: e.MAIL_LIMIT_PER_ADDRESS ?? defaultRateLimits.mailPerAddress,
      mailPerEmail: e.MAIL_LIMIT_PER_EMAIL ?? defaultRateLimits.mailPerEmail,
    },
    backupKeep: e.BACKUP_KEEP ?? 7,
  };
}

function chooseBilling(e: z.infer<typeof envSchema>): BillingConfig {
  if (e.BILLING === 'off') return { provider: 'off' };
  if (e.BILLING === 'local' || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_PRO || !e.STRIPE_PRICE_MAX) return { provider: 'local' };
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: {
      pro: e.STRIPE_PRICE_PRO,
      max: e.STRIPE_PRICE_MAX,
      ...(e.STRIPE_PRICE_PRO_ANNUAL && e.STRIPE_PRICE_MAX_ANNUAL && { annual: { pro: e.STRIPE_PRICE_PRO_ANNUAL, max: e.STRIPE_PRICE_MAX_ANNUAL } }),
    },
    apiBase: e.STRIPE_API_BASE,
  };
}

/** AUTH_SECRET left unset: generate one on first start and keep it, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  createDataDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writePrivateFile(file, `${secret}\n`);
  return secret;
}

/** For the process's entry points: the configuration, or its message and exit code 78 (a configuration error). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
