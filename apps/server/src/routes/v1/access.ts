import type { RouteConfig } from '@hono/zod-openapi';
import { requireWriteAccess } from '../../auth/api-key-auth.js';
import { requireApprovedUser } from '../../auth/session.js';
import { withMiddleware } from '../../http/openapi-router.js';

/** A Read only key may call what a declaration marks `x-access: read`, and nothing else. Every v1 route needs an approved user (cookie or key); a write also needs a key that may write. */
export function v1Route<R extends RouteConfig & { 'x-access': 'read' | 'write' }>(route: R): R {
  return withMiddleware(route, requireApprovedUser, ...(route['x-access'] === 'write' ? [requireWriteAccess] : []));
}
