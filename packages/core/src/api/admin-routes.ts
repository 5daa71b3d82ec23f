import { z } from 'zod';
import {
  adminCreatedUserSchema,
  adminCreateUserSchema,
  adminSettingsResponseSchema,
  adminUnlockResponseSchema,
  adminVerifyResponseSchema,
  autoApproveSchema,
  bulkGrantResponseSchema,
  bulkGrantSchema,
  grantSubscriptionSchema,
  pendingUsersResponseSchema,
  revokeSubscriptionSchema,
  securitySummarySchema,
  testSubscriptionSchema,
  testSubscriptionsResponseSchema,
  unlockAdminSchema,
} from '../admin.js';
import { adminUsersQuerySchema, adminUsersResponseSchema } from '../admin-users.js';
import { declareRoute, errorResponses, jsonBody, jsonContent, okSchema } from './declare-route.js';

/**
 * The admin panel (spec §5 "Admin", §7 admin-*; docs/decisions/0008-admin-panel-unlock.md), for the web app:
 * paths are relative to /api, the session cookie is the way in. Verify and unlock need the admin role;
 * everything else also needs the panel unlocked for this session (403 ADMIN_LOCKED otherwise).
 */
const { 400: badRequest, 401: unauthenticated, 403: forbidden, 404: notFound, 409: conflict, 413: tooLarge, 415: notJson, 429: tooMany } = errorResponses;
const sessionOnly = [{ session: [] as string[] }];
const asAdmin = { 401: unauthenticated, 403: forbidden } as const;
const withBody = { 400: badRequest, 413: tooLarge, 415: notJson } as const;
const userIdParams = z.object({
  userId: z.string().meta({ param: { name: 'userId', in: 'path' }, description: 'A malformed id is answered 404, like an unknown one.' }),
});

/** POST /admin/users/{userId}/<action>: the action on that account, answered { ok: true }. */
function userAction<const A extends string>(action: A, operationId: string, summary: string, description: string) {
  return declareRoute({
    method: 'post',
    path: `/admin/users/{userId}/${action}`,
    tags: ['Admin'],
    operationId,
    summary,
    description,
    security: sessionOnly,
    request: { params: userIdParams },
    responses: { 200: jsonContent(okSchema, 'Done.'), ...asAdmin, 404: notFound, 409: conflict },
  });
}

export const adminRoutes = {
  verify: declareRoute({
    method: 'get',
    path: '/admin/verify',
    tags: ['Admin'],
    operationId: 'adminVerify',
    summary: 'Whether the panel is unlocked',
    security: sessionOnly,
    responses: { 200: jsonContent(adminVerifyResponseSchema, 'An administrator, and until when the panel stays unlocked.'), ...asAdmin },
  }),
  unlock: declareRoute({
    method: 'post',
    path: '/admin/unlock',
    tags: ['Admin'],
    operationId: 'adminUnlock',
    summary: 'Unlock the panel with the password',
    description: 'The administrator\'s password again; the panel stays unlocked for this session a while, longer while in use.',
    security: sessionOnly,
    request: { body: jsonBody(unlockAdminSchema) },
    responses: { 200: jsonContent(adminUnlockResponseSchema, 'Unlocked.'), ...withBody, ...asAdmin, 429: tooMany },
  }),
  listPendingUsers: declareRoute({
    method: 'get',
    path: '/admin/pending-users',
    tags: ['Admin'],
    operationId: 'adminListPendingUsers',
    summary: 'Accounts waiting for approval',
    security: sessionOnly,
    responses: { 200: jsonContent(pendingUsersResponseSchema, 'Oldest first.'), ...asAdmin },
  }),
  listUsers: declareRoute({
    method: 'get',
    path: '/admin/users',
    tags: ['Admin'],
    operationId: 'adminListUsers',
    summary: 'Find accounts',
    description: 'One page of accounts, newest first, whose e-mail contains `search`.',
    security: sessionOnly,
    request: { query: adminUsersQuerySchema },
    responses: { 200: jsonContent(adminUsersResponseSchema, 'A page of accounts.'), 400: badRequest, ...asAdmin },
  }),
  approveUser: userAction('approve', 'adminApproveUser', 'Approve a sign-up', 'The user may enter the app and is told so by e-mail.'),
  rejectUser: userAction('reject', 'adminRejectUser', 'Reject a sign-up', 'Deletes an account that waits for approval.'),
  suspendUser: userAction('suspend', 'adminSuspendUser', 'Suspend an account', 'Ends its sessions and stops its sign-in; administrators cannot be suspended.'),
  reactivateUser: userAction('reactivate', 'adminReactivateUser', 'Reactivate an account', 'Undoes a suspension.'),
  getSettings: declareRoute({
    method: 'get',
    path: '/admin/settings',
    tags: ['Admin'],
    operationId: 'adminGetSettings',
    summary: 'The auto-approve setting',
    security: sessionOnly,
    responses: { 200: jsonContent(adminSettingsResponseSchema, 'The settings.'), ...asAdmin },
  }),
  updateSettings: declareRoute({
    method: 'put',
    path: '/admin/settings',
    tags: ['Admin'],
    operationId: 'adminUpdateSettings',
    summary: 'Turn auto-approval on or off',
    security: sessionOnly,
    request: { body: jsonBody(autoApproveSchema) },
    responses: { 200: jsonContent(adminSettingsResponseSchema, 'The settings as saved.'), ...withBody, ...asAdmin },
  }),
  createUser: declareRoute({
    method: 'post',
    path: '/admin/users',
    tags: ['Admin'],
    operationId: 'adminCreateUser',
    summary: 'Create an approved account',
    description: 'It can sign in at once; no sign-up e-mail is sent.',
    security: sessionOnly,
    request: { body: jsonBody(adminCreateUserSchema) },
    responses: { 201: jsonContent(adminCreatedUserSchema, 'The new account.'), ...withBody, ...asAdmin, 409: conflict },
  }),
  listTestSubscriptions: declareRoute({
    method: 'get',
    path: '/admin/test-subscriptions',
    tags: ['Admin'],
    operationId: 'adminListTestSubscriptions',
    summary: 'Running test subscriptions',
    security: sessionOnly,
    responses: { 200: jsonContent(testSubscriptionsResponseSchema, 'Soonest to expire first.'), ...asAdmin },
  }),
  grantTestSubscription: declareRoute({
    method: 'post',
    path: '/admin/test-subscriptions',
    tags: ['Admin'],
    operationId: 'adminGrantTestSubscription',
    summary: 'Grant a test subscription',
    security: sessionOnly,
    request: { body: jsonBody(grantSubscriptionSchema) },
    responses: { 201: jsonContent(testSubscriptionSchema, 'The grant.'), ...withBody, ...asAdmin, 404: notFound, 409: conflict },
  }),
  bulkGrantTestSubscriptions: declareRoute({
    method: 'post',
    path: '/admin/test-subscriptions/bulk',
    tags: ['Admin'],
    operationId: 'adminBulkGrantTestSubscriptions',
    summary: 'Grant test subscriptions to many accounts',
    security: sessionOnly,
    request: { body: jsonBody(bulkGrantSchema) },
    responses: { 200: jsonContent(bulkGrantResponseSchema, 'One result per address kept.'), ...withBody, ...asAdmin },
  }),
  revokeTestSubscription: declareRoute({
    method: 'post',
    path: '/admin/test-subscriptions/revoke',
    tags: ['Admin'],
    operationId: 'adminRevokeTestSubscription',
    summary: 'End a test subscription now',
    security: sessionOnly,
    request: { body: jsonBody(revokeSubscriptionSchema) },
    responses: { 200: jsonContent(okSchema, 'Ended.'), ...withBody, ...asAdmin, 404: notFound },
  }),
  getSecuritySummary: declareRoute({
    method: 'get',
    path: '/admin/security-summary',
    tags: ['Admin'],
    operationId: 'adminGetSecuritySummary',
    summary: 'Failed sign-ins and admin actions',
    description: 'Failed sign-ins per address in the last 24 hours, and the latest admin actions.',
    security: sessionOnly,
    responses: { 200: jsonContent(securitySummarySchema, 'The summary.'), ...asAdmin },
  }),
};
