import { oauthRoutes as r } from '@promptnest/core';
import type { RouteConfig } from '@hono/zod-openapi';
import { refuseApiKeys } from '../../auth/api-key-auth.js';
import { oauthAvailable } from '../../auth/oauth-provider.js';
import { authHeaders, currentUser, requireApprovedUser } from '../../auth/session.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { disconnectApp, listConnectedApps } from '../../services/oauth/connected-apps.js';
import { answerConsent, describeConsentRequest } from '../../services/oauth/consent.js';
import { AppError } from '@promptnest/core';

/** Cookie only, and approved accounts only: a pending account cannot let a tool into a library it cannot open. */
const cookieOnly = <R extends RouteConfig>(route: R) => withMiddleware(route, refuseApiKeys, requireApprovedUser);

/** The consent screen and the connected apps of the account page (docs/decisions/0015-mcp-oauth.md). */
export const oauthRoutes = createRouter()
  .openapi(cookieOnly(r.getConsentRequest), async (c) => {
    const { client_id, scope, redirect_uri } = c.req.valid('query');
    return c.json(await describeConsentRequest(c.get('deps').db, client_id, scope, redirect_uri), 200);
  })
  .openapi(cookieOnly(r.answerConsent), async (c) => {
    const { auth, db, config } = c.get('deps');
    if (!oauthAvailable(config.appUrl)) throw new AppError('OAUTH_REQUEST_INVALID');
    return c.json(await answerConsent(auth, db, config.appUrl, authHeaders(c), c.req.valid('json')), 200);
  })
  .openapi(cookieOnly(r.listConnectedApps), async (c) => c.json({ items: await listConnectedApps(c.get('deps').db, currentUser(c)) }, 200))
  .openapi(cookieOnly(r.disconnectApp), async (c) => {
    await disconnectApp(c.get('deps').db, currentUser(c), c.req.valid('param').clientId, c.get('clientIp'));
    return c.json({ ok: true as const }, 200);
  });
