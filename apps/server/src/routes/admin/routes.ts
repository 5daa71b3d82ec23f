import {
  AppError,
  adminCreateUserSchema,
  adminUsersQuerySchema,
  autoApproveSchema,
  bulkGrantSchema,
  grantSubscriptionSchema,
  revokeSubscriptionSchema,
  unlockAdminSchema,
  userIdParamSchema,
} from '@promptnest/core';
import { Hono, type Context } from 'hono';
import { currentAdmin, requireAdmin, requireUnlockedAdmin } from '../../auth/require-admin.js';
import { authHeaders } from '../../auth/session.js';
import type { AppEnv } from '../../http/app-env.js';
import { readJson, readQuery } from '../../http/json-body.js';
import { listUsers } from '../../services/admin/list-users.js';
import { approveUser, createUserAsAdmin, listPendingUsers, readAutoApprove, setAutoApprove } from '../../services/admin/manage-users.js';
import { rejectPendingUser } from '../../services/admin/reject-user.js';
import { getSecuritySummary } from '../../services/admin/security-summary.js';
import { reactivateUser, suspendUser } from '../../services/admin/suspend-user.js';
import { bulkGrantTestSubscriptions, grantTestSubscription, listTestSubscriptions, revokeTestSubscription } from '../../services/admin/test-subscriptions.js';
import { readUnlock, unlockAdminPanel } from '../../services/admin/unlock-admin-panel.js';

/** The account id of a /users/:userId/... path; an id that cannot exist is a 404 like a missing one. */
function targetUserId(c: Context<AppEnv>): string {
  const userId = userIdParamSchema.safeParse(c.req.param('userId'));
  if (!userId.success) throw new AppError('USER_NOT_FOUND', 'No account with this id.');
  return userId.data;
}

type UserAction = typeof approveUser;

/** POST /users/:userId/<action>: the action on that account, answered { ok: true }. */
function actOnUser(action: UserAction) {
  return async (c: Context<AppEnv>) => {
    await action(c.get('deps'), currentAdmin(c), targetUserId(c));
    return c.json({ ok: true });
  };
}

/** Verify and unlock need the admin role only; everything else also needs the panel unlocked. */
const panel = new Hono<AppEnv>()
  .use(requireUnlockedAdmin)
  .get('/pending-users', async (c) => c.json({ users: await listPendingUsers(c.get('deps')) }))
  .get('/users', async (c) => c.json(await listUsers(c.get('deps'), readQuery(c, adminUsersQuerySchema))))
  .post('/users/:userId/approve', actOnUser(approveUser))
  .post('/users/:userId/reject', actOnUser(rejectPendingUser))
  .post('/users/:userId/suspend', actOnUser(suspendUser))
  .post('/users/:userId/reactivate', actOnUser(reactivateUser))
  .get('/settings', async (c) => c.json({ autoApproveUsers: await readAutoApprove(c.get('deps')) }))
  .put('/settings', async (c) => {
    const { autoApproveUsers } = await readJson(c, autoApproveSchema);
    return c.json({ autoApproveUsers: await setAutoApprove(c.get('deps'), currentAdmin(c), autoApproveUsers) });
  })
  .post('/users', async (c) => c.json(await createUserAsAdmin(c.get('deps'), currentAdmin(c), await readJson(c, adminCreateUserSchema)), 201))
  .get('/test-subscriptions', async (c) => c.json({ subscriptions: await listTestSubscriptions(c.get('deps')) }))
  .post('/test-subscriptions', async (c) => {
    const { email, ...grant } = await readJson(c, grantSubscriptionSchema);
    return c.json(await grantTestSubscription(c.get('deps'), currentAdmin(c), email, grant), 201);
  })
  .post('/test-subscriptions/bulk', async (c) => {
    const { emails, ...grant } = await readJson(c, bulkGrantSchema);
    return c.json({ results: await bulkGrantTestSubscriptions(c.get('deps'), currentAdmin(c), emails, grant) });
  })
  .post('/test-subscriptions/revoke', async (c) => {
    const { email } = await readJson(c, revokeSubscriptionSchema);
    await revokeTestSubscription(c.get('deps'), currentAdmin(c), email);
    return c.json({ ok: true });
  })
  .get('/security-summary', async (c) => c.json(await getSecuritySummary(c.get('deps').db)));

/** Spec §7 admin-verify, admin-subscription, admin-grant-*, admin-create-user, security-monitor, approvals, admin_settings. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/verify', requireAdmin, async (c) => c.json({ isAdmin: true, unlockedUntil: await readUnlock(c.get('deps'), c.get('sessionId')) }))
  .post('/unlock', requireAdmin, async (c) => {
    const { password } = await readJson(c, unlockAdminSchema);
    return c.json(await unlockAdminPanel(c.get('deps'), currentAdmin(c), c.get('sessionId'), password, authHeaders(c)));
  })
  .route('/', panel);
