import type { ClientMetadataResourceFetch } from '@better-auth/oauth-provider';
import { betterAuth } from 'better-auth';
import type { Config } from '../config.js';
import type { Database } from '../db/connect.js';
import * as schema from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { sendInBackground, type Mailer } from '../mail/mailer.js';
import { confirmEmailMail, existingAccountMail, passwordResetMail } from '../mail/messages.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, OAUTH_ERROR_PAGE_PATH } from '@promptnest/core';
import { decideInitialAccess, promoteIfFirstUser } from './approval.js';
import { CLIENT_IP_HEADER } from '../http/client-address.js';
import { refuseSuspendedSession } from './suspension.js';
import { authDatabaseAdapter } from './database-adapter.js';
import { mcpAuthorizationServer, oauthAvailable } from './oauth-provider.js';
import { RESET_PASSWORD_PREFIX, storedResetIdentifier } from './stored-token.js';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  log: Logger;
  /** How client ID metadata documents are fetched; tests serve theirs without the network. */
  fetchClientMetadata?: ClientMetadataResourceFetch;
}

/** better-auth does the credentials, sessions and providers; PromptNest's own routes wrap its API. */
export function createAuth({ config, db, mailer, log, fetchClientMetadata }: AuthDeps) {
  const auth = betterAuth({
    appName: 'PromptNest',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: authDatabaseAdapter(db, { provider: 'pg', schema, usePlural: true }),
    // Sign-in attempts are limited by PromptNest's own database-backed counters (services/rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Errors it cannot send back to a client (an unknown app, an unregistered address) are explained on our page.
    onAPIError: { errorURL: `${config.appUrl}${OAUTH_ERROR_PAGE_PATH}` },
    // AI tools sign in to /mcp through it (docs/decisions/0015-mcp-oauth.md); without a trusted address, keys only.
    plugins: oauthAvailable(config.appUrl) ? mcpAuthorizationServer(config.appUrl, fetchClientMetadata) : [],
    logger: { disabled: config.logLevel === 'silent', level: 'warn', log: (level, message) => log[level](`auth: ${message}`) },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      cookiePrefix: 'promptnest',
      // The client address is resolved once per request (http/client-address.ts) and handed over in this
      // header; one that arrives from outside is removed before any request reaches better-auth.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // A reset link's token is stored hashed, as session tokens are (database-adapter.ts): a copy of the
    // database or a backup holds no link that works (docs/decisions/0018-backups-and-upgrades.md).
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_PASSWORD_PREFIX]: { hash: async (identifier) => storedResetIdentifier(identifier.slice(RESET_PASSWORD_PREFIX.length)) } },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        approved: { type: 'boolean', required: false, defaultValue: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Sign-up answers the same whether or not the address is taken (the owner is mailed instead), so it
      // does not sign in by itself: the web app signs in next with the same password (docs/decisions/0010).
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground(mailer, existingAccountMail(user.email, `${config.appUrl}/auth?tab=signin`), log);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link lands on the Auth screen in recovery mode, which checks the token (spec §4 "Password recovery").
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.appUrl}/auth?type=recovery&token=${encodeURIComponent(token)}`;
        sendInBackground(mailer, passwordResetMail(user.email, url), log);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24 * 3,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(mailer, confirmEmailMail(user.email, url), log);
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, ...(await decideInitialAccess(db)) } }),
          after: async (user) => {
            await promoteIfFirstUser(db, user.id);
          },
        },
      },
      // Google's tokens are only needed to sign in once: PromptNest never calls Google for the person, so it
      // keeps none that would work if the database were read (docs/decisions/0018-backups-and-upgrades.md).
      account: {
        create: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
        update: { before: async (account) => ({ data: withoutProviderTokens(account) }) },
      },
      session: {
        create: {
          before: async (session) => {
            await refuseSuspendedSession(db, session.userId);
          },
        },
      },
    },
  });
  // Starting up writes the MCP resource's row (the OAuth plugin's seed). A failure there is a database that
  // is unavailable, which the first request reports; it must not end the process as an unhandled rejection.
  auth.$context.catch((error: unknown) => log.warn('auth: start-up could not reach the database', { error: error instanceof Error ? error.message : String(error) }));
  return auth;
}

/**
 * An account row as better-auth writes it, with any token the identity provider issued set to null
 * (better-auth merges a hook's answer into what it writes, so a key left out would still be written).
 */
function withoutProviderTokens<T extends Record<string, unknown>>(account: T): T {
  return { ...account, accessToken: null, refreshToken: null, idToken: null };
}

export type Auth = ReturnType<typeof createAuth>;
