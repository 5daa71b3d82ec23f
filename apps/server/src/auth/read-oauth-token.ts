import { accessOfScopes, planForTier, type PlanId, type SessionUser } from '@promptnest/core';
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { liveTierOfUserSql } from '../billing/live-subscription.js';
import type { Database } from '../db/connect.js';
import { prepared } from '../db/prepared.js';
import { oauthAccessTokens, oauthClients, oauthConsents, users } from '../db/schema/index.js';
import { toSessionUser } from './session-user.js';

export interface OAuthTokenRead {
  clientId: string;
  user: SessionUser;
  plan: PlanId;
  canWrite: boolean;
  isSuspended: boolean;
}

/** How better-auth's provider stores a token: SHA-256, base64url without padding. */
export function hashOAuthToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * An access token issued to an AI tool, with its user and live plan, in one prepared query, every request
 * (docs/decisions/0015-mcp-oauth.md). It counts only while it is unexpired, unrevoked and not DPoP-bound, bound to this
 * `/mcp`, its client is enabled and the user's consent still stands: disconnecting the app on the account
 * page ends it at once, on every server.
 */
export async function readOAuthToken(db: Database, token: string, resource: string): Promise<OAuthTokenRead | null> {
  const query = prepared(db, 'read_oauth_token', (q) =>
    q
      .select({ clientId: oauthAccessTokens.clientId, scopes: oauthAccessTokens.scopes, user: users, tier: liveTierOfUserSql })
      .from(oauthAccessTokens)
      .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
      .innerJoin(oauthClients, eq(oauthClients.clientId, oauthAccessTokens.clientId))
      .where(
        and(
          eq(oauthAccessTokens.token, sql.placeholder('tokenHash')),
          gt(oauthAccessTokens.expiresAt, sql`now()`),
          isNull(oauthAccessTokens.revoked),
          // A token bound to a DPoP key is never one `/mcp` takes as Bearer: it has no proof to check (mcp/oauth-without-dpop.ts).
          isNull(oauthAccessTokens.confirmation),
          sql`${sql.placeholder('resource')} = any(${oauthAccessTokens.resources})`,
          sql`coalesce(${oauthClients.disabled}, false) = false`,
          sql`exists (select 1 from ${oauthConsents} where ${oauthConsents.userId} = ${oauthAccessTokens.userId} and ${oauthConsents.clientId} = ${oauthAccessTokens.clientId})`,
        ),
      )
      .limit(1)
      .prepare('read_oauth_token'),
  );
  const [row] = await query.execute({ tokenHash: hashOAuthToken(token), resource });
  if (!row) return null;
  return {
    clientId: row.clientId,
    user: toSessionUser(row.user),
    plan: planForTier(row.tier),
    canWrite: accessOfScopes(row.scopes) === 'write',
    isSuspended: row.user.suspendedAt !== null,
  };
}
