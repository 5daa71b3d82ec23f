import { hasForbiddenCharacters, INVALID_CHARACTERS_MESSAGE, MCP_PATH, OAUTH_BASE_PATH } from '@promptnest/core';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { oauthAvailable } from '../auth/oauth-provider.js';
import { requestForAuth } from '../auth/session.js';
import type { AppDeps, AppEnv } from '../context/app-env.js';
import { limitRequestBody, MAX_BODY_BYTES } from '../http/body-limit.js';
import { notFound } from '../http/errors.js';
import { readPostedBody, textsOf } from './oauth-request-body.js';
import { limitClientRegistrations } from './oauth-registration-limits.js';
import { answerWithoutDpopAdvertisement, withoutDpopAdvertisement, withoutDpopProof } from './oauth-without-dpop.js';
import { guardAuthorizeRedirects, redirectToErrorPage } from './authorize-guard.js';

/** RFC 9728: where a client that met a 401 on `/mcp` learns who issues tokens for it. */
export const PROTECTED_RESOURCE_METADATA_PATH = `/.well-known/oauth-protected-resource${MCP_PATH}`;
/** RFC 8414, for the issuer `APP_URL/api/auth`; the root path too, for clients that only look there. */
const AUTHORIZATION_SERVER_METADATA_PATHS = ['/.well-known/oauth-authorization-server/api/auth', '/.well-known/oauth-authorization-server'];

/**
 * Clients call these from anywhere (a connector's own server, or a browser-based inspector), never with
 * cookies: any origin may read the answers, no credentials are allowed.
 */
const anyOrigin = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], allowHeaders: ['authorization', 'content-type', 'mcp-protocol-version'], maxAge: 600 });

const UNSUPPORTED_BODY_MESSAGE = 'Send the request as application/json or application/x-www-form-urlencoded.';

/** better-auth answers the request itself, with our client address and nothing else changed. */
const passToAuth = (c: Context<AppEnv>) => c.get('deps').auth.handler(requestForAuth(c));

/**
 * A posted form or JSON body goes to better-auth only without control characters (no client name, address
 * or token has one, and PostgreSQL refuses NUL in text): with one, the client
 * gets RFC 6749's error shape with the app's sentence, and nothing is written.
 */
async function passCleanBodyToAuth(c: Context<AppEnv>) {
  const text = await c.req.text();
  const body = readPostedBody(c.req.header('content-type'), text);
  if (body.kind === 'unsupported') {
    return c.json({ error: 'invalid_request', error_description: UNSUPPORTED_BODY_MESSAGE }, 415);
  }
  if (textsOf(body).some((value) => hasForbiddenCharacters(value, 'multi-line'))) {
    return c.json({ error: 'invalid_request', error_description: INVALID_CHARACTERS_MESSAGE }, 400);
  }
  return c.get('deps').auth.handler(withoutDpopProof(requestForAuth(c, text)));
}

/**
 * The OAuth 2.1 side of `/mcp` (docs/decisions/0015-mcp-oauth.md): discovery documents, dynamic client
 * registration, authorization with PKCE, token and revocation, all answered by better-auth's MCP plugin.
 * Mounted beside `/api`, not inside it: clients post here from other origins, which the app's own routes refuse.
 * The pages a person sees (sign-in and consent) are the web app's; the consent itself is `routes/oauth`.
 */
export function oauthEndpoints(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  router.get('/api/auth/error', redirectToErrorPage);
  if (!oauthAvailable(deps.config.appUrl)) return router;
  router.use('/.well-known/*', anyOrigin);
  router.use(`${OAUTH_BASE_PATH}/token`, anyOrigin, limitRequestBody(MAX_BODY_BYTES));
  router.use(`${OAUTH_BASE_PATH}/register`, anyOrigin, limitRequestBody(MAX_BODY_BYTES), limitClientRegistrations);
  router.use(`${OAUTH_BASE_PATH}/revoke`, anyOrigin, limitRequestBody(MAX_BODY_BYTES));
  router.use(`${OAUTH_BASE_PATH}/introspect`, anyOrigin, limitRequestBody(MAX_BODY_BYTES));

  router.get(PROTECTED_RESOURCE_METADATA_PATH, async (c) => answerWithoutDpopAdvertisement(await passToAuth(c)));
  for (const path of AUTHORIZATION_SERVER_METADATA_PATHS) {
    router.get(path, async (c) => c.json(withoutDpopAdvertisement(await c.get('deps').auth.api.getOAuthServerConfig()), 200, { 'cache-control': 'public, max-age=3600' }));
  }
  // The browser arrives here from the client; with a session it goes on to consent, without one to /auth.
  router.get(`${OAUTH_BASE_PATH}/authorize`, guardAuthorizeRedirects, passToAuth);
  router.post(`${OAUTH_BASE_PATH}/token`, passCleanBodyToAuth);
  router.post(`${OAUTH_BASE_PATH}/register`, passCleanBodyToAuth);
  router.post(`${OAUTH_BASE_PATH}/revoke`, passCleanBodyToAuth);
  router.post(`${OAUTH_BASE_PATH}/introspect`, passCleanBodyToAuth);
  router.all(`${OAUTH_BASE_PATH}/*`, notFound);
  return router;
}
