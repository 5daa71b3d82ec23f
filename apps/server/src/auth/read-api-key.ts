import { planForTier, type PlanId, type SessionUser } from '@promptnest/core';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { liveTierOfUserSql } from '../billing/live-subscription.js';
import type { Database } from '../db/connect.js';
import { prepared } from '../db/prepared.js';
import { apiKeys, users } from '../db/schema/index.js';
import { hashApiKey } from './api-key-secret.js';
import { toSessionUser } from './session-user.js';

/** How often a key's last use is written at most: a busy key costs one write a minute, not one per request. */
export const LAST_USED_PRECISION_SECONDS = 60;

/** The key's last use is unset or older than the precision: worth writing again. */
const lastUseIsStaleSql = sql<boolean>`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < now() - make_interval(secs => ${sql.raw(String(LAST_USED_PRECISION_SECONDS))}))`;

export interface ApiKeyRead {
  keyId: string;
  user: SessionUser;
  /** The plan of the user's live subscription, read in the same query (Free without one). */
  plan: PlanId;
  canWrite: boolean;
  isSuspended: boolean;
  /** last_used_at is unset or older than LAST_USED_PRECISION_SECONDS: worth writing again. */
  isLastUseStale: boolean;
}

/**
 * The API-key twin of the session hot path (auth/read-session.ts): key, user and live plan in one prepared
 * query, every request. Nothing is cached, so a revoked or expired key, or a deleted user, is refused at once.
 */
export async function readApiKey(db: Database, key: string): Promise<ApiKeyRead | null> {
  const query = prepared(db, 'read_api_key', (q) =>
    q
      .select({ keyId: apiKeys.id, access: apiKeys.access, isLastUseStale: lastUseIsStaleSql, user: users, tier: liveTierOfUserSql })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.secretHash, sql.placeholder('secretHash')), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`))))
      .limit(1)
      .prepare('read_api_key'),
  );
  const [row] = await query.execute({ secretHash: hashApiKey(key) });
  if (!row) return null;
  return {
    keyId: row.keyId,
    user: toSessionUser(row.user),
    plan: planForTier(row.tier),
    canWrite: row.access === 'write',
    isSuspended: row.user.suspendedAt !== null,
    isLastUseStale: row.isLastUseStale,
  };
}

/** Records that the key was used now, unless another request (on any server) did so within the minute. */
export async function markApiKeyUsed(db: Database, keyId: string): Promise<void> {
  const query = prepared(db, 'mark_api_key_used', (q) =>
    q
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(apiKeys.id, sql.placeholder('keyId')), lastUseIsStaleSql))
      .prepare('mark_api_key_used'),
  );
  await query.execute({ keyId });
}
