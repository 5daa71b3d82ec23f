import { z } from 'zod';
import { plainText } from './plain-text.js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-schemas.js';
import { subscriptionTierSchema } from './billing.js';

/** Spec §5 "Admin", §8 "Admin errors" and the account/admin success messages, word for word. */
export const adminMessages = {
  authSuccess: { title: 'Authentication successful', description: 'Welcome to the admin panel' },
  authFailed: 'Authentication failed',
  accessDenied: 'Access denied',
  authError: 'An error occurred during authentication',
  settingsUpdated: 'Settings updated',
  autoApprovalEnabled: 'Auto-approval enabled',
  autoApprovalDisabled: 'Auto-approval disabled',
  userApproved: 'User approved successfully',
  grantFailed: 'Failed to grant subscription',
  bulkGrantFailed: 'Failed to grant bulk subscriptions',
  revokeFailed: 'Failed to revoke subscription',
  approveFailed: 'Failed to approve user',
  createFailed: 'Failed to create user',
  settingsFailed: 'Failed to update settings',
  missingInformation: { title: 'Missing information', description: 'Please enter both email and password' },
  emailRequired: { title: 'Email required', description: 'Please enter an email address' },
  noValidEmails: { title: 'No valid emails', description: 'Please enter valid email addresses' },
  noPendingApprovals: 'No pending approvals',
  noTestSubscriptions: 'No test subscriptions found',
} as const;

/** Spec §9 "Accounts and admin": grants last 1 to 365 days, 30 by default, on Pro or Max. */
export const GRANT_DAYS = { min: 1, max: 365, default: 30 } as const;
export const grantTiers = ['Pro', 'Max'] as const;
export type GrantTier = (typeof grantTiers)[number];
/** How long Access Admin Panel stays unlocked after the password was given again (extended while in use). */
export const ADMIN_UNLOCK_MINUTES = 15;
/** Most addresses one bulk grant takes. */
export const MAX_BULK_EMAILS = 500;

const durationDays = z
  .number({ error: `Duration must be a number from ${GRANT_DAYS.min} to ${GRANT_DAYS.max}` })
  .int({ error: `Duration must be a number from ${GRANT_DAYS.min} to ${GRANT_DAYS.max}` })
  .min(GRANT_DAYS.min, { error: `Duration must be a number from ${GRANT_DAYS.min} to ${GRANT_DAYS.max}` })
  .max(GRANT_DAYS.max, { error: `Duration must be a number from ${GRANT_DAYS.min} to ${GRANT_DAYS.max}` })
  .default(GRANT_DAYS.default);

const tier = z.enum(grantTiers, { error: 'Tier must be Pro or Max' });

const grantEmail = plainText({ error: adminMessages.emailRequired.description, message: 'Please enter a valid email address' })
  .trim()
  .min(1, { error: adminMessages.emailRequired.description })
  .max(MAX_EMAIL_LENGTH, { error: 'Please enter a valid email address' })
  .transform((value) => value.toLowerCase());

export const unlockAdminSchema = z.strictObject({
  password: z.string({ error: 'Please enter your password' }).min(1, { error: 'Please enter your password' }).max(MAX_PASSWORD_LENGTH),
});

export const autoApproveSchema = z.strictObject({ autoApproveUsers: z.boolean({ error: 'autoApproveUsers must be true or false' }) });

export const adminCreateUserSchema = z.strictObject({
  email: plainText({ error: adminMessages.missingInformation.description, message: 'Please enter a valid email address' })
    .trim()
    .min(1, { error: adminMessages.missingInformation.description })
    .max(MAX_EMAIL_LENGTH, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' }))
    .transform((value) => value.toLowerCase()),
  password: z
    .string({ error: adminMessages.missingInformation.description })
    .min(1, { error: adminMessages.missingInformation.description })
    .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 6 characters' })
    .max(MAX_PASSWORD_LENGTH),
});

export const grantSubscriptionSchema = z.strictObject({ email: grantEmail, tier, durationDays });

/** Spec §5 "Bulk grant": lines are trimmed and kept only if non-empty and containing an at-sign. */
export function parseBulkEmails(lines: readonly string[] | string): string[] {
  const list = typeof lines === 'string' ? lines.split(/\r?\n/) : lines;
  return list.map((line) => line.trim()).filter((line) => line.length > 0 && line.includes('@'));
}

export const bulkGrantSchema = z.strictObject({
  emails: z
    .array(plainText({ message: 'Please enter valid email addresses' }).max(MAX_EMAIL_LENGTH, { error: 'Please enter valid email addresses' }), { error: adminMessages.noValidEmails.description })
    .max(MAX_BULK_EMAILS, { error: `At most ${MAX_BULK_EMAILS} addresses at once` })
    .transform((emails) => parseBulkEmails(emails))
    .refine((emails) => emails.length > 0, { error: adminMessages.noValidEmails.description }),
  tier,
  durationDays,
});

export const revokeSubscriptionSchema = z.strictObject({ email: grantEmail });

export const userIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const adminVerifyResponseSchema = z
  .object({
    isAdmin: z.boolean(),
    unlockedUntil: z.string().nullable().meta({ description: 'Until when the panel stays unlocked; null while locked.' }),
  })
  .meta({ id: 'AdminVerify' });
export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;

/** The answer to unlocking the panel. */
export const adminUnlockResponseSchema = adminVerifyResponseSchema.pick({ unlockedUntil: true }).meta({ id: 'AdminUnlock' });

/** Spec §3 "Pending user record". */
export const pendingUserSchema = z
  .object({ userId: z.string(), email: z.string(), displayName: z.string().nullable(), createdAt: z.string() })
  .meta({ id: 'PendingUser' });
export type PendingUser = z.infer<typeof pendingUserSchema>;
export const pendingUsersResponseSchema = z.object({ users: z.array(pendingUserSchema) }).meta({ id: 'PendingUsers' });

/** Spec §3 "Test subscription record". */
export const testSubscriptionSchema = z
  .object({ email: z.string(), tier: subscriptionTierSchema, subscriptionEnd: z.string() })
  .meta({ id: 'TestSubscription' });
export type TestSubscription = z.infer<typeof testSubscriptionSchema>;
export const testSubscriptionsResponseSchema = z.object({ subscriptions: z.array(testSubscriptionSchema) }).meta({ id: 'TestSubscriptions' });

export const bulkGrantOutcomeSchema = z.enum(['granted', 'duplicate', 'not_found', 'has_paid_subscription']);
export type BulkGrantOutcome = z.infer<typeof bulkGrantOutcomeSchema>;

export const bulkGrantResultSchema = z.object({ email: z.string(), outcome: bulkGrantOutcomeSchema, message: z.string() }).meta({ id: 'BulkGrantResult' });
export type BulkGrantResult = z.infer<typeof bulkGrantResultSchema>;
export const bulkGrantResponseSchema = z.object({ results: z.array(bulkGrantResultSchema) }).meta({ id: 'BulkGrantResults' });

export const adminSettingsResponseSchema = z.object({ autoApproveUsers: z.boolean() }).meta({ id: 'AdminSettings' });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** An account made by an administrator. */
export const adminCreatedUserSchema = z.object({ id: z.string(), email: z.string() }).meta({ id: 'AdminCreatedUser' });

export const failedSignInSummarySchema = z
  .object({ email: z.string(), attempts: z.number().int(), lastAttemptAt: z.string(), lastError: z.string().nullable() })
  .meta({ id: 'FailedSignInSummary' });
export type FailedSignInSummary = z.infer<typeof failedSignInSummarySchema>;

export const adminActionEntrySchema = z
  .object({ action: z.string(), adminEmail: z.string().nullable(), target: z.string().nullable(), at: z.string() })
  .meta({ id: 'AdminActionEntry' });
export type AdminActionEntry = z.infer<typeof adminActionEntrySchema>;

/** Spec §7 security-monitor get_security_summary. */
export const securitySummarySchema = z
  .object({ since: z.string(), failedSignIns: z.array(failedSignInSummarySchema), adminActions: z.array(adminActionEntrySchema) })
  .meta({ id: 'SecuritySummary' });
export type SecuritySummary = z.infer<typeof securitySummarySchema>;
