import { AppError, adminRoutes as r, userIdParamSchema } from '@promptnest/core';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { currentAdmin, requireAdmin, requireUnlockedAdmin } from '../../auth/require-admin.js';
import { authHeaders } from '../../auth/session.js';
import type { AppEnv } from '../../context/app-env.js';
import { createRouter, withMiddleware } from '../../http/openapi-router.js';
import { listUsers } from '../../services/admin/list-users.js';
import { approveUser, createUserAsAdmin, listPendingUsers, readAutoApprove, setAutoApprove } from '../../services/admin/manage-users.js';
import { rejectPendingUser } from '../../services/admin/reject-user.js';
import { getSecuritySummary } from '../../services/admin/security-summary.js';
import { reactivateUser, suspendUser } from '../../services/admin/suspend-user.js';
import { bulkGrantTestSubscriptions, grantTestSubscription, listTestSubscriptions, revokeTestSubscription } from '../../services/admin/test-subscriptions.js';
import { readUnlock, unlockAdminPanel } from '../../services/admin/unlock-admin-panel.js';

/** Verify and unlock need the admin role only; everything else also needs the panel unlocked. */
const panel = <R extends RouteConfig>(route: R) => withMiddleware(route, requireUnlockedAdmin);

/** The account id of a /users/{userId}/... path; an id that cannot exist is a 404 like a missing one. */
function targetUserId(userId: string): string {
  const parsed = userIdParamSchema.safeParse(userId);
  if (!parsed.success) throw new AppError('USER_NOT_FOUND', 'No account with this id.');
  return parsed.data;
}

/** POST /users/{userId}/<action>: the action on that account, answered { ok: true }. */
function actOnUser(action: typeof approveUser) {
  return async (c: Context<AppEnv, string, { out: { param: { userId: string } } }>) => {
    await action(c.get('deps'), currentAdmin(c), targetUserId(c.req.valid('param').userId));
    return c.json({ ok: true as const }, 200);
  };
}

/** Spec §7 admin-verify, admin-subscription, admin-grant-*, admin-create-user, security-monitor, approvals, admin_settings. */
export const adminRoutes = createRouter()
  .openapi(withMiddleware(r.verify, requireAdmin), async (c) => c.json({ isAdmin: true, unlockedUntil: await readUnlock(c.get('deps'), c.get('sessionId')) }, 200))
  .openapi(withMiddleware(r.unlock, requireAdmin), async (c) =>
    c.json(await unlockAdminPanel(c.get('deps'), currentAdmin(c), c.get('sessionId'), c.req.valid('json').password, authHeaders(c)), 200),
  )
  .openapi(panel(r.listPendingUsers), async (c) => c.json({ users: await listPendingUsers(c.get('deps')) }, 200))
  .openapi(panel(r.listUsers), async (c) => c.json(await listUsers(c.get('deps'), c.req.valid('query')), 200))
  .openapi(panel(r.approveUser), actOnUser(approveUser))
  .openapi(panel(r.rejectUser), actOnUser(rejectPendingUser))
  .openapi(panel(r.suspendUser), actOnUser(suspendUser))
  .openapi(panel(r.reactivateUser), actOnUser(reactivateUser))
  .openapi(panel(r.getSettings), async (c) => c.json({ autoApproveUsers: await readAutoApprove(c.get('deps')) }, 200))
  .openapi(panel(r.updateSettings), async (c) =>
    c.json({ autoApproveUsers: await setAutoApprove(c.get('deps'), currentAdmin(c), c.req.valid('json').autoApproveUsers) }, 200),
  )
  .openapi(panel(r.createUser), async (c) => c.json(await createUserAsAdmin(c.get('deps'), currentAdmin(c), c.req.valid('json')), 201))
  .openapi(panel(r.listTestSubscriptions), async (c) => c.json({ subscriptions: await listTestSubscriptions(c.get('deps')) }, 200))
  .openapi(panel(r.grantTestSubscription), async (c) => {
    const { email, ...grant } = c.req.valid('json');
    return c.json(await grantTestSubscription(c.get('deps'), currentAdmin(c), email, grant), 201);
  })
  .openapi(panel(r.bulkGrantTestSubscriptions), async (c) => {
    const { emails, ...grant } = c.req.valid('json');
    return c.json({ results: await bulkGrantTestSubscriptions(c.get('deps'), currentAdmin(c), emails, grant) }, 200);
  })
  .openapi(panel(r.revokeTestSubscription), async (c) => {
    await revokeTestSubscription(c.get('deps'), currentAdmin(c), c.req.valid('json').email);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(panel(r.getSecuritySummary), async (c) => c.json(await getSecuritySummary(c.get('deps').db), 200));
