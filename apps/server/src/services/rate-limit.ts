import { AppError } from '@promptnest/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';

export interface RateRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export const signInRules = {
  perEmail: { limit: 10, windowSeconds: 15 * 60 },
  perIp: { limit: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export const mailRules = {
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
  perIp: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

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

/** The count in the current window without adding to it. */
export async function peekRateLimit(db: Database, key: string, rule: RateRule): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${key} and window_start >= now() - make_interval(secs => ${rule.windowSeconds})`);
  return Number(rows[0]?.count ?? 0);
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Drops windows that ended long ago, so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

/** Sign-up and reset e-mails: at most a few an hour per address and per client, so no one can flood an inbox. */
export async function limitMail(db: Database, email: string, ip: string | null) {
  const [byEmail, byIp] = await Promise.all([
    hitRateLimit(db, `mail:email:${email}`, mailRules.perEmail),
    ip ? hitRateLimit(db, `mail:ip:${ip}`, mailRules.perIp) : 0,
  ]);
  if (byEmail > mailRules.perEmail.limit || byIp > mailRules.perIp.limit) throw new AppError('RATE_LIMITED');
}
