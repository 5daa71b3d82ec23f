import { z } from 'zod';
import { billingIntervals, type BillingInterval } from './plan-prices.js';
import { planForTier, planLimits, type PlanId, type PlanLimits, type SubscriptionTier } from './plans.js';

/** Spec §3 "Plans": the plans a checkout can buy (plan ids pro and max). */
export const paidPlanSchema = z.enum(['pro', 'max'], { error: 'Choose the Pro or Max plan.' });
export type PaidPlan = z.infer<typeof paidPlanSchema>;

export const billingIntervalSchema = z.enum(billingIntervals, { error: 'Choose monthly or annual billing.' });

export const checkoutRequestSchema = z.strictObject({ plan: paidPlanSchema, interval: billingIntervalSchema.default('month') });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Which service keeps a subscription: Stripe, the built-in local billing, or an administrator's grant. */
export type BillingSource = 'stripe' | 'local' | 'admin';

/**
 * Spec §3 "Subscription status" (§7 check-subscription): what the account page, the plan badge and the
 * upgrade dialog read. `limits` are the derived promptsLimit / templatesLimit (null: unlimited).
 */
export interface SubscriptionStatus {
  subscribed: boolean;
  tier: SubscriptionTier | null;
  plan: PlanId;
  /** When the subscription renews, expires or (test subscriptions) ends: ISO date-time. */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  grantedByAdmin: boolean;
  /** Who keeps it; null without a subscription. Decides whether Manage Subscription has a portal to open. */
  source: BillingSource | null;
  /** How often a paid subscription renews; null without one (and for admin test grants). */
  interval: BillingInterval | null;
  limits: PlanLimits;
}

/** Spec §4 "Subscription": a failed check resets the status to this. */
export const unsubscribedStatus: SubscriptionStatus = {
  subscribed: false,
  tier: null,
  plan: 'free',
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  grantedByAdmin: false,
  source: null,
  interval: null,
  limits: planLimits.free,
};

export function subscriptionStatusOf(row: {
  tier: SubscriptionTier;
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  grantedByAdmin: boolean;
  source: BillingSource;
  interval: BillingInterval | null;
}): SubscriptionStatus {
  const plan = planForTier(row.tier);
  return { subscribed: true, plan, limits: planLimits[plan], ...row };
}

/** Spec §2 "Subscription": the date line under the plan badge. */
export function subscriptionDateLabel(status: SubscriptionStatus): 'Test expires' | 'Expires' | 'Renews' | null {
  if (!status.subscribed || !status.subscriptionEnd) return null;
  if (status.grantedByAdmin) return 'Test expires';
  return status.cancelAtPeriodEnd ? 'Expires' : 'Renews';
}

/** §4 "Account deletion": a paid subscription that still renews must be cancelled before the account can go. */
export function mustCancelBeforeDeletion(status: SubscriptionStatus): boolean {
  return status.subscribed && !status.cancelAtPeriodEnd && !status.grantedByAdmin;
}

/** Answer of checkout and portal: where to send the browser (Stripe's page, or our local one). */
export interface RedirectResponse {
  url: string;
}

/** The built-in local checkout page's view of a checkout session. */
export interface LocalCheckoutView {
  id: string;
  plan: PaidPlan;
  interval: BillingInterval;
  email: string;
  status: 'open' | 'complete' | 'expired';
}

export const localCheckoutIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Not found' });

export const switchPlanRequestSchema = z.strictObject({ plan: paidPlanSchema });

/**
 * Spec §7 delete-account (action direct_deletion): the account's e-mail, typed by the user, so a deletion is
 * never one stray click. The server compares it with the account's own address.
 */
export const DELETE_ACCOUNT_EMAIL_MESSAGE = 'Type the e-mail address of your account to confirm.';
export const DELETE_ACCOUNT_EMAIL_MISMATCH = 'The e-mail address you typed is not the one of this account. Nothing was deleted.';
export const deleteAccountRequestSchema = z.strictObject({
  email: z.string({ error: DELETE_ACCOUNT_EMAIL_MESSAGE }).trim().min(1, { error: DELETE_ACCOUNT_EMAIL_MESSAGE }).max(320, { error: DELETE_ACCOUNT_EMAIL_MESSAGE }),
});

/** Whether the typed address names the account (addresses compare without case or surrounding spaces). */
export function isSameEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/** Spec §7 delete-account (action confirm_deletion with token). */
export const confirmDeletionRequestSchema = z.strictObject({
  token: z.string({ error: 'Invalid deletion link. Please request a new account deletion from your account settings.' })
    .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: 'Invalid deletion link. Please request a new account deletion from your account settings.' }),
});

export interface MessageResponse {
  message: string;
}

/** Spec §2 "Confirm deletion page": what deleting the account removes, in the page's order. */
export const deletionContents = [
  'All prompts and templates',
  'Profile information',
  'Subscription (cancelled if any)',
  'Account and all data',
] as const;

/** How long an e-mailed account deletion link works. */
export const DELETION_LINK_TTL_MINUTES = 60;

/** Spec §8 "Subscription and account errors" and §9 time values, word for word. */
export const billingMessages = {
  signInToUpgrade: 'Please sign in to upgrade your plan',
  signInToManage: 'Please sign in to manage your subscription',
  checkoutFailed: 'Failed to create checkout',
  portalFailed: 'Failed to access customer portal',
  startCheckoutFailed: 'Failed to start checkout process. Please try again.',
  openPortalFailed: 'Failed to open customer portal. Please try again.',
  deleteFailed: 'Failed to delete account. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  exportFailedTitle: 'Export failed',
  exportFailed: 'Failed to export prompts. Please try again.',
  adminCannotDeleteTitle: 'Action Not Allowed',
  adminCannotDelete: 'Administrators cannot delete their own accounts for security reasons.',
  accountDeleted: 'Account Deleted',
  invalidDeletionLink: 'Invalid deletion link. Please request a new account deletion from your account settings.',
} as const;

/** Spec §9 "Time values". */
export const billingTimings = {
  statusRecheckMs: 60_000,
  signOutAfterDeletionMs: 2_000,
  portalAfterMs: 2_000,
  redirectAfterConfirmedDeletionMs: 3_000,
} as const;
