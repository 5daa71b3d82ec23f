import { apiKeyRoutes as r } from '@promptnest/core';
import type { RouteConfig } from '@hono/zod-openapi';
import { refuseApiKeys } from '../../auth/api-key-auth.js';
import { currentUser, requireApprovedUser } from '../../auth/session.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { createApiKey } from '../../services/api-keys/create-api-key.js';
import { listApiKeys } from '../../services/api-keys/list-api-keys.js';
import { revokeApiKey } from '../../services/api-keys/revoke-api-key.js';

/** Cookie only: a key is read on /api/v1 and /mcp alone, so a key can never list, make or revoke keys. */
const cookieOnly = <R extends RouteConfig>(route: R) => withMiddleware(route, refuseApiKeys, requireApprovedUser);

/** The signed-in user's personal API keys (docs/decisions/0012-api-keys.md). */
export const apiKeyRoutes = createRouter()
  .openapi(cookieOnly(r.listApiKeys), async (c) => c.json({ items: await listApiKeys(c.get('deps').db, currentUser(c)) }, 200))
  .openapi(cookieOnly(r.createApiKey), async (c) => c.json(await createApiKey(c.get('deps').db, currentUser(c), c.req.valid('json'), c.get('clientIp')), 201))
  .openapi(cookieOnly(r.revokeApiKey), async (c) => {
    await revokeApiKey(c.get('deps').db, currentUser(c), c.req.valid('param').id, c.get('clientIp'));
    return c.json({ ok: true as const }, 200);
  });
