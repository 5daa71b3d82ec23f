import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.js';
import type { RateVerdict } from '../api-key-rate-limit.js';
import { hitRateLimit, type RateRule } from '../rate-limit.js';

/**
 * Anonymous client registrations from one client address (docs/decisions/0010 and 0015): a connector
 * registers once per person who connects it, so an address that registers more than this in an hour is
 * filling the table, not connecting people.
 */
export const clientRegistrationRule: RateRule = { limit: 30, windowSeconds: 60 * 60 };

/**
 * Counts one registration against the caller's address before anything is registered (the same atomic
 * counter as sign-in's, so a parallel burst lets at most `limit` through), and when it is over the limit,
 * says how long until the window ends.
 */
export async function limitClientRegistration(db: Database, ip: string | null): Promise<RateVerdict> {
  const key = `oauth-register:ip:${ip ?? 'unknown'}`;
  const count = await hitRateLimit(db, key, clientRegistrationRule);
  if (count <= clientRegistrationRule.limit) return { allowed: true };
  const [row] = await db.execute<{ seconds: number }>(sql`
    select ceil(extract(epoch from window_start + make_interval(secs => ${clientRegistrationRule.windowSeconds}) - now()))::int as seconds
    from rate_limits where key = ${key}`);
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.seconds ?? clientRegistrationRule.windowSeconds)) };
}
