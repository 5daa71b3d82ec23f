import { z } from 'zod';
import { plainText } from './plain-text.js';
import { MAX_EMAIL_LENGTH } from './auth-schemas.js';
import { subscriptionTierSchema } from './billing.js';

/** The admin panel's Users card and the account actions on it (docs/decisions/0008-admin-panel-unlock.md). */
export const adminUserMessages = {
  noUsersFound: 'No users found',
  userSuspended: 'User suspended',
  userReactivated: 'User reactivated',
  userRejected: 'Sign-up rejected',
  suspendFailed: 'Failed to suspend user',
  reactivateFailed: 'Failed to reactivate user',
  rejectFailed: 'Failed to reject user',
  loadFailed: 'Failed to load users',
} as const;

/** One page of the Users card; the server never answers more rows than this. */
export const ADMIN_USERS_PAGE_SIZE = { default: 20, max: 100 } as const;
const MAX_OFFSET = 1_000_000;

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,7}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `${name} must be from ${min} to ${max}` }).max(max, { error: `${name} must be from ${min} to ${max}` }));

/** Query of GET /api/admin/users: part of an e-mail address to look for, and which page. */
export const adminUsersQuerySchema = z.strictObject({
  search: plainText({ message: 'Search contains invalid characters' }).trim().max(MAX_EMAIL_LENGTH, { error: 'Search is too long' }).default(''),
  limit: wholeNumber('limit', 1, ADMIN_USERS_PAGE_SIZE.max).default(ADMIN_USERS_PAGE_SIZE.default),
  offset: wholeNumber('offset', 0, MAX_OFFSET).default(0),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserStatusSchema = z.enum(['approved', 'pending', 'suspended']);
export type AdminUserStatus = z.infer<typeof adminUserStatusSchema>;

export const adminUserStatusLabels: Record<AdminUserStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  suspended: 'Suspended',
};

export const adminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    createdAt: z.string(),
    tier: subscriptionTierSchema.nullable().meta({ description: 'The tier of the live subscription, or null on Free.' }),
    status: adminUserStatusSchema,
    isAdmin: z.boolean(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z
  .object({
    users: z.array(adminUserSchema),
    nextOffset: z.number().int().nullable().meta({ description: 'Where the next page starts, or null on the last page.' }),
  })
  .meta({ id: 'AdminUsers' });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
