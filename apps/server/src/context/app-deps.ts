import { createAuth, type AuthDeps } from '../auth/auth.js';
import { createStripeGateway } from '../billing/stripe-gateway.js';
import { createSessionReader, sessionCookieName } from '../auth/read-session.js';
import { createApiKeyRateLimit } from '../services/api-key-rate-limit.js';
import type { AppDeps } from './app-env.js';

/** Wires what every handler may use; the server and the tests build the app the same way. */
export function buildDeps({ fetchClientMetadata, ...parts }: AuthDeps): AppDeps {
  const auth = createAuth({ ...parts, fetchClientMetadata });
  const { billing } = parts.config;
  return {
    ...parts,
    auth,
    readSession: createSessionReader(parts.config, parts.db),
    sessionCookie: sessionCookieName(parts.config),
    stripe: billing.provider === 'stripe' ? createStripeGateway(billing, parts.log) : null,
    apiKeyRateLimit: createApiKeyRateLimit(parts.db, parts.config.apiKeyRateLimit),
  };
}
