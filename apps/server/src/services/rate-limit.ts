import { AppError } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import { defaultRateLimits, type RateLimitSettings } from '../config.js';
import type { Database, Queryable } from '../db/connect.js';

/**
 * Limits on attempts, kept in the database so that every server shares them (docs/decisions/0010).
 * An attempt is counted before it is tried, atomically, and refused when the new count is over the
 * limit: a burst of parallel requests can never try more than `limit` of them.
 */
export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateCheck {
  key: string;
  rule: RateRule;
}

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/** The limits of an address-and-e-mail attempt: the pair, the client address, the e-mail. */
export interface PairRules {
  perPair: RateRule;
  perIp: RateRule;
  perEmail: RateRule;
}

/**
 * Sign-in: the attacker's address and e-mail pair is slowed first, so a stranger's failures do not lock
 * the owner out from their own address; the looser per-address and per-e-mail ceilings (configurable:
 * many people may share one office address) stop spraying.
 */
export function signInRulesFor(settings: RateLimitSettings): PairRules {
  return {
    perPair: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
    perIp: { limit: settings.signInPerAddress, windowSeconds: FIFTEEN_MINUTES },
    perEmail: { limit: settings.signInPerEmail, windowSeconds: FIFTEEN_MINUTES },
  };
}

/** Sign-up, reset and deletion e-mails: no one can flood an inbox, and a stranger cannot block the owner's own mail. */
export function mailRulesFor(settings: RateLimitSettings): PairRules {
  return {
    perPair: { limit: 5, windowSeconds: HOUR },
    perIp: { limit: settings.mailPerAddress, windowSeconds: HOUR },
    perEmail: { limit: settings.mailPerEmail, windowSeconds: HOUR },
  };
}

/** The rules of a server that sets none of the limit variables. */
export const signInRules = signInRulesFor(defaultRateLimits);
export const mailRules = mailRulesFor(defaultRateLimits);

/** Reset tokens checked or used, per client address. */
export const resetTokenRule: RateRule = { limit: 30, windowSeconds: FIFTEEN_MINUTES };
/** Access Admin Panel's password check, per admin. */
export const adminUnlockRule: RateRule = { limit: 10, windowSeconds: FIFTEEN_MINUTES };
/** Change Password's current-password check, per user. */
export const changePasswordRule: RateRule = { limit: 10, windowSeconds: FIFTEEN_MINUTES };

/** Counts one attempt against `key` and returns the count in the current window (atomic, shared by all servers). */
export async function hitRateLimit(db: Database, key: string, rule: RateRule): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${rule.windowSeconds}) then now() else rate_limits.window_start end
    returning count`);
  return Number(rows[0]?.count ?? 0);
}

/** Gives back one counted attempt (an attempt that succeeded does not count against the user). */
async function releaseRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export interface TakenAttempt {
  /** Hands the attempt back: call it when the attempt succeeded. */
  release(): Promise<void>;
}

/**
 * Counts one attempt against each check in turn, most specific first, and throws RATE_LIMITED (with
 * `message`, when given) at the first count over its limit. Call it before the attempt is tried. Stopping
 * there is the point: a stranger refused on their own address-and-e-mail pair never reaches the
 * per-e-mail count, so they cannot use it up and lock the owner out (docs/decisions/0010).
 */
export async function takeAttempt(db: Database, checks: RateCheck[], message?: string): Promise<TakenAttempt> {
  const counted: string[] = [];
  for (const { key, rule } of checks) {
    const count = await hitRateLimit(db, key, rule);
    counted.push(key);
    if (count > rule.limit) throw new AppError('RATE_LIMITED', message);
  }
  return { release: () => Promise.all(counted.map((key) => releaseRateLimit(db, key))).then(() => undefined) };
}

/**
 * The keys of an address-and-e-mail limit, most specific first: the pair, the address, the e-mail (without
 * a known address, the pair and e-mail keys only).
 */
export function pairChecks(scope: string, email: string, ip: string | null, rules: PairRules): RateCheck[] {
  return [
    { key: `${scope}:pair:${ip ?? 'unknown'}:${email}`, rule: rules.perPair },
    ...(ip ? [{ key: `${scope}:ip:${ip}`, rule: rules.perIp }] : []),
    { key: `${scope}:email:${email}`, rule: rules.perEmail },
  ];
}

/** Drops windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

/**
 * Sign-up, reset and deletion e-mails: counted before anything is sent, under the server's configured
 * ceilings (`deps.config.rateLimits`; the defaults when a caller passes none).
 */
export async function limitMail(db: Database, email: string, ip: string | null, settings: RateLimitSettings): Promise<void> {
  await takeAttempt(db, pairChecks('mail', email, ip, mailRulesFor(settings)));
}

/** Reset links checked or used from one address: tokens cannot be guessed, and no one may try. */
export async function limitResetTokens(db: Database, ip: string | null): Promise<void> {
  await takeAttempt(db, [{ key: `reset-token:ip:${ip ?? 'unknown'}`, rule: resetTokenRule }]);
}
