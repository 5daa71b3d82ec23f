import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';

/** The fixed window of the per-key limit; API_KEY_RATE_LIMIT is requests per window. */
export const API_KEY_RATE_WINDOW_SECONDS = 60;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ApiKeyRateLimit {
  /** Counts one request of the key; refused with the seconds until the window ends. */
  take(keyId: string): Promise<RateVerdict>;
}

interface Lease {
  /** Requests this server may still let through in the window, already counted in the database. */
  remaining: number;
  /** When the window ends, on this server's clock (never later than the database's end). */
  endsAt: number;
  /** The database count reached the limit: nothing more is granted until the window ends. */
  isWindowFull: boolean;
}

/**
 * The per-key limit, shared by every server on the database without a write per request
 * (docs/decisions/0012-api-keys.md). A server leases a block of the window's budget from `rate_limits` in
 * one atomic upsert (`count = count + block`) and grants itself only the part that stays under the
 * limit, then counts those down in memory. Every granted request was counted in the database first, so
 * all servers together never let more than `limit` through in a window. A block a server leaves unspent
 * when the window ends is lost, which costs at most a block per server and window.
 */
export function createApiKeyRateLimit(db: Database, limit: number): ApiKeyRateLimit {
  const block = Math.max(1, Math.floor(limit / 50));
  const leases = new Map<string, Lease>();
  // One lease at a time per key: a burst waits for it instead of taking a block per request.
  const leasing = new Map<string, Promise<void>>();

  async function lease(keyId: string): Promise<void> {
    const sentAt = Date.now();
    const rows = await db.execute<{ count: number; ms_left: number }>(sql`
      insert into rate_limits (key, count, window_start) values (${`api-key:${keyId}`}, ${block}, now())
      on conflict (key) do update set
        count = case when rate_limits.window_start <= now() - make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) then excluded.count else rate_limits.count + excluded.count end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) then now() else rate_limits.window_start end
      returning count, extract(epoch from window_start + make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) - now())::float8 * 1000 as ms_left`);
    const count = Number(rows[0]?.count ?? 0);
    const before = count - block;
    // Measured from before the query left, so this server's window never outlasts the database's.
    leases.set(keyId, {
      remaining: Math.max(0, Math.min(block, limit - before)),
      endsAt: sentAt + Math.max(0, Number(rows[0]?.ms_left ?? 0)),
      isWindowFull: count >= limit,
    });
    if (leases.size > 1000) dropEndedLeases(sentAt);
  }

  function dropEndedLeases(now: number) {
    for (const [keyId, held] of leases) if (held.endsAt <= now) leases.delete(keyId);
  }

  return {
    async take(keyId) {
      for (;;) {
        const now = Date.now();
        const held = leases.get(keyId);
        if (held && held.endsAt > now) {
          if (held.remaining > 0) {
            held.remaining -= 1;
            return { allowed: true };
          }
          if (held.isWindowFull) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((held.endsAt - now) / 1000)) };
        }
        const pending = leasing.get(keyId);
        if (pending) {
          await pending;
          continue;
        }
        const next = lease(keyId).finally(() => leasing.delete(keyId));
        leasing.set(keyId, next);
        await next;
      }
    },
  };
}
