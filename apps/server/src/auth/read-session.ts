import { createHmac, timingSafeEqual } from 'node:crypto';
import { planForTier, type PlanId, type SessionUser } from '@promptnest/core';
import { and, eq, gt, sql } from 'drizzle-orm';
import { liveTierOfUserSql } from '../billing/live-subscription.js';
import type { Config } from '../config.js';
import type { Database } from '../db/connect.js';
import { sessions, users } from '../db/schema/index.js';
import { toSessionUser } from './session-user.js';
import { hashStoredToken } from './stored-token.js';

export interface SessionRead {
  user: SessionUser;
  sessionId: string;
  /** The plan of the user's live subscription, read in the same query (Free without one). */
  plan: PlanId;
  /** A suspended account's session is refused (it should not exist: suspending deletes them). */
  isSuspended: boolean;
}

export type SessionReader = (cookieValue: string | undefined) => Promise<SessionRead | null>;

/** The name better-auth gives the session cookie (with its `__Secure-` prefix under https). */
export function sessionCookieName(config: Config): string {
  return `${config.appUrl.startsWith('https://') ? '__Secure-' : ''}promptnest.session_token`;
}

/**
 * The hot path of every API request: checks the session cookie's signature (HMAC-SHA256 with
 * AUTH_SECRET, as better-auth signs it) and reads session and user in one query. The database stays the
 * source of truth, so a signed-out, expired or revoked session is refused at once. better-auth's own
 * getSession (which also extends a session in use) still answers GET /api/auth/session.
 */
export function createSessionReader(config: Config, db: Database): SessionReader {
  const query = db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      approved: users.approved,
      role: users.role,
      suspendedAt: users.suspendedAt,
      tier: liveTierOfUserSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('read_session');
  return async (cookieValue) => {
    const token = verifiedToken(cookieValue, config.authSecret);
    if (!token) return null;
    // Tokens are stored hashed (database-adapter.ts).
    const [row] = await query.execute({ token: hashStoredToken(token) });
    return row ? { user: toSessionUser(row), sessionId: row.sessionId, plan: planForTier(row.tier), isSuspended: row.suspendedAt !== null } : null;
  };
}

function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value || value.length > 512) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
