import { AppError, type PlanId, type SessionUser } from '@promptnest/core';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Credential } from '../context/app-env.js';
import { bearerApiKey } from './api-key-secret.js';
import { markApiKeyUsed, readApiKey } from './read-api-key.js';

/**
 * Bearer authentication with a personal API key, for /api/v1 and /mcp only (docs/decisions/0012-api-keys.md).
 * Mount it after loadSession. Without an Authorization header it does nothing, so the cookie session stays.
 * With one, the header must carry a live key of an existing account, or the request is refused at once:
 * a bad key never falls back to the cookie. Approval is still checked by currentUser, as for cookies.
 */
export const authenticateApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  if (header === undefined) return next();
  const key = bearerApiKey(header);
  if (!key) throw new AppError('API_KEY_INVALID');
  const { db } = c.get('deps');
  const found = await readApiKey(db, key);
  if (!found) throw new AppError('API_KEY_INVALID');
  if (found.isSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  // Counted only for keys that exist: a stranger's made-up keys leave no rows behind.
  await actAsCaller(c, found.keyId, found, { kind: 'api-key', keyId: found.keyId, canWrite: found.canWrite });
  if (found.isLastUseStale) {
    // Off the response's path: the answer never waits for this bookkeeping, and a failure only loses a timestamp.
    markApiKeyUsed(db, found.keyId).catch((error: unknown) => c.get('log').warn('api key last use not recorded', { keyId: found.keyId, error }));
  }
  await next();
});

/**
 * A script's or AI tool's request, once its credential is found: counted under the per-caller limit (shared
 * by all servers), then acting as the credential's user with no session. For keys and OAuth tokens alike.
 */
export async function actAsCaller(c: Context<AppEnv>, limitKey: string, caller: { user: SessionUser; plan: PlanId }, credential: Credential): Promise<void> {
  await countAgainstCallerLimit(c, limitKey, 1);
  c.set('user', caller.user);
  c.set('plan', caller.plan);
  c.set('sessionId', null);
  c.set('accountSuspended', false);
  c.set('credential', credential);
}

/**
 * Counts `count` requests under the per-caller limit, all or none; over it, the request is refused with
 * 429 and Retry-After. An MCP batch counts each of its messages (docs/decisions/0014-mcp-server.md).
 */
export async function countAgainstCallerLimit(c: Context<AppEnv>, limitKey: string, count: number): Promise<void> {
  const verdict = await c.get('deps').apiKeyRateLimit.take(limitKey, count);
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    throw new AppError('API_KEY_RATE_LIMITED');
  }
}

/** For routes that change something: a Read only key is refused. Cookies and Read and write keys pass. */
export const requireWriteAccess = createMiddleware<AppEnv>(async (c, next) => {
  const credential = c.get('credential');
  if ((credential.kind === 'api-key' || credential.kind === 'oauth') && !credential.canWrite) throw new AppError('API_KEY_READ_ONLY');
  await next();
});

/**
 * For routes a key may never reach (keys themselves, the account, billing, admin): a request that came
 * with a key is answered as signed out, even if a router mounts authenticateApiKey above it by mistake.
 */
export const refuseApiKeys = createMiddleware<AppEnv>(async (c, next) => {
  const { kind } = c.get('credential');
  if (kind === 'api-key' || kind === 'oauth') throw new AppError('UNAUTHENTICATED');
  await next();
});
