import { z } from 'zod';
import { plainText } from './plain-text.js';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth-schemas.js';

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

export interface AdminVerifyResponse {
  isAdmin: boolean;
  /** Until when the panel stays unlocked; null while locked. */
  unlockedUntil: string | null;
}

/** Spec §3 "Pending user record". */
export interface PendingUser {
  userId: string;
  email: string;
  displayName: string | null;
  createdAt: string;
}

/** Spec §3 "Test subscription record". */
export interface TestSubscription {
  email: string;
  tier: GrantTier | 'Premium' | 'Enterprise';
  subscriptionEnd: string;
}

export type BulkGrantOutcome = 'granted' | 'duplicate' | 'not_found' | 'has_paid_subscription';

export interface BulkGrantResult {
  email: string;
  outcome: BulkGrantOutcome;
  message: string;
}

export interface AdminSettingsResponse {
  autoApproveUsers: boolean;
}

export interface FailedSignInSummary {
  email: string;
  attempts: number;
  lastAttemptAt: string;
  lastError: string | null;
}

export interface AdminActionEntry {
  action: string;
  adminEmail: string | null;
  target: string | null;
  at: string;
}

/** Spec §7 security-monitor get_security_summary. */
export interface SecuritySummary {
  since: string;
  failedSignIns: FailedSignInSummary[];
  adminActions: AdminActionEntry[];
}
