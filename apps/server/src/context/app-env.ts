import type { PlanId, SessionUser } from '@promptnest/core';
import type { Auth } from '../auth/auth.js';
import type { StripeGateway } from '../billing/stripe-gateway.js';
import type { SessionReader } from '../auth/read-session.js';
import type { ApiKeyRateLimit } from '../services/api-key-rate-limit.js';
import type { Config } from '../config.js';
import type { Database } from '../db/connect.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';

/** Everything a handler may need, built once at start-up. */
export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  log: Logger;
  /** Reads the user of a session cookie: see auth/read-session.ts. */
  readSession: SessionReader;
  sessionCookie: string;
  /** Stripe when configured; null means the built-in local billing provider. */
  stripe: StripeGateway | null;
  /** The per-key request limit, shared with the other servers through the database. */
  apiKeyRateLimit: ApiKeyRateLimit;
}

/**
 * How the request proved who it is: a session cookie, or a personal API key (accepted on /api/v1 and the
 * MCP endpoint only), which may be read only.
 */
export type Credential =
  | { kind: 'none' }
  | { kind: 'session' }
  | { kind: 'api-key'; keyId: string; canWrite: boolean }
  // An AI tool signed in with OAuth (docs/decisions/0015-mcp-oauth.md): /mcp only.
  | { kind: 'oauth'; clientId: string; canWrite: boolean };

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    clientIp: string | null;
    user: SessionUser | null;
    /** The id of the session the request came with (admin unlocks belong to a session). */
    sessionId: string | null;
    /** The signed-in user's plan, read with the session. */
    plan: PlanId;
    /** The cookie belongs to a suspended account: the request counts as signed out, answered ACCOUNT_SUSPENDED. */
    accountSuspended: boolean;
    credential: Credential;
  };
}
