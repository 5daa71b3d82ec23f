import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.js';

/** The fixed window of the per-key limit; API_KEY_RATE_LIMIT is requests per window. */
export const API_KEY_RATE_WINDOW_SECONDS = 60;

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ApiKeyRateLimit {
  /**
   * Counts `count` requests of the key (one unless a JSON-RPC batch carries several), all or none:
   * refused with the seconds until the window ends, and then nothing is counted against the caller.
   */
  take(keyId: string, count?: number): Promise<RateVerdict>;
}

interface Lease {
  /** Requests this server may still let through in the window, already counted in the database. */
  remaining: number;
  /** When the window ends, on this server's clock (never later than the database's end). */
  endsAt: number;
  /** The database's window start (epoch ms): a lease of the same window adds to what is left. */
  windowStart: number;
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

  /** Leases at least a block, or as much more as a batch needs beyond what this server still holds. */
  async function lease(keyId: string, needed: number): Promise<void> {
    const sentAt = Date.now();
    const held = leases.get(keyId);
    const want = Math.max(block, needed - (held?.remaining ?? 0));
    const rows = await db.execute<{ count: number; ms_left: number; window_start_ms: number }>(sql`
      insert into rate_limits (key, count, window_start) values (${`api-key:${keyId}`}, ${want}, now())
      on conflict (key) do update set
        count = case when rate_limits.window_start <= now() - make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) then excluded.count else rate_limits.count + excluded.count end,
        window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) then now() else rate_limits.window_start end
      returning count, extract(epoch from window_start + make_interval(secs => ${API_KEY_RATE_WINDOW_SECONDS}) - now())::float8 * 1000 as ms_left,
        extract(epoch from window_start)::float8 * 1000 as window_start_ms`);
    const count = Number(rows[0]?.count ?? 0);
    const before = count - want;
    const windowStart = Number(rows[0]?.window_start_ms ?? 0);
    // What this server still holds of the same window was counted there already; of an older one, never here.
    const kept = held && held.windowStart === windowStart ? held.remaining : 0;
    // Measured from before the query left, so this server's window never outlasts the database's.
    leases.set(keyId, {
      remaining: kept + Math.max(0, Math.min(want, limit - before)),
      endsAt: sentAt + Math.max(0, Number(rows[0]?.ms_left ?? 0)),
      windowStart,
      isWindowFull: count >= limit,
    });
    if (leases.size > 1000) dropEndedLeases(sentAt);
  }

  function dropEndedLeases(now: number) {
    for (const [keyId, held] of leases) if (held.endsAt <= now) leases.delete(keyId);
  }

  return {
    async take(keyId, count = 1) {
      for (;;) {
        const now = Date.now();
        const held = leases.get(keyId);
        if (held && held.endsAt > now) {
          if (held.remaining >= count) {
            held.remaining -= count;
            return { allowed: true };
          }
          if (held.isWindowFull) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((held.endsAt - now) / 1000)) };
        }
        const pending = leasing.get(keyId);
        if (pending) {
          await pending;
          continue;
        }
        const next = lease(keyId, count).finally(() => leasing.delete(keyId));
        leasing.set(keyId, next);
        await next;
      }
    },
  };
}
