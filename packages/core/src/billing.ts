import { z } from 'zod';
import { billingIntervals } from './plan-prices.js';
import { planIdSchema } from './plans.js';

/** Spec §6 subscription tiers: Premium counts as Pro, Enterprise as Max. */
export const subscriptionTierSchema = z.enum(['Premium', 'Pro', 'Max', 'Enterprise']);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** What a plan allows; `null` means unlimited. */
export const planLimitsSchema = z
  .object({
    prompts: z.number().int().nullable().meta({ description: 'Most prompts the plan keeps; null: unlimited.' }),
    templates: z.number().int().nullable().meta({ description: 'Most templates the plan keeps; null: unlimited.' }),
  })
  .meta({ id: 'PlanLimits' });
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** Spec §3 "Plans": the plans a checkout can buy (plan ids pro and max). */
export const paidPlanSchema = z.enum(['pro', 'max'], { error: 'Choose the Pro or Max plan.' });
export type PaidPlan = z.infer<typeof paidPlanSchema>;

export const billingIntervalSchema = z.enum(billingIntervals, { error: 'Choose monthly or annual billing.' });

export const checkoutRequestSchema = z.strictObject({ plan: paidPlanSchema, interval: billingIntervalSchema.default('month') });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Which service keeps a subscription: Stripe, the built-in local billing, or an administrator's grant. */
export const billingSourceSchema = z.enum(['stripe', 'local', 'admin']);
export type BillingSource = z.infer<typeof billingSourceSchema>;

/** GET /api/billing/intervals: which billing periods checkout offers (annual needs its Stripe prices). */
export const billingIntervalsResponseSchema = z.object({ intervals: z.array(billingIntervalSchema) }).meta({ id: 'BillingIntervals' });
export type BillingIntervalsResponse = z.infer<typeof billingIntervalsResponseSchema>;

/**
 * Spec §3 "Subscription status" (§7 check-subscription): what the account page, the plan badge and the
 * upgrade dialog read. `limits` are the derived promptsLimit / templatesLimit (null: unlimited).
 */
export const subscriptionStatusSchema = z
  .object({
    subscribed: z.boolean(),
    tier: subscriptionTierSchema.nullable(),
    plan: planIdSchema,
    subscriptionEnd: z.string().nullable().meta({ description: 'When the subscription renews, expires or (test subscriptions) ends: ISO date-time.' }),
    cancelAtPeriodEnd: z.boolean(),
    grantedByAdmin: z.boolean(),
    source: billingSourceSchema.nullable().meta({ description: 'Who keeps it; null without a subscription. Decides whether Manage Subscription has a portal to open.' }),
    interval: billingIntervalSchema.nullable().meta({ description: 'How often a paid subscription renews; null without one (and for admin test grants).' }),
    limits: planLimitsSchema,
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Answer of checkout and portal: where to send the browser (Stripe's page, or our local one). */
export const redirectResponseSchema = z
  .object({ url: z.string().meta({ description: 'The page to send the browser to.' }) })
  .meta({ id: 'Redirect' });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

/** The built-in local checkout page's view of a checkout session. */
export const localCheckoutViewSchema = z
  .object({
    id: z.string(),
    plan: paidPlanSchema,
    interval: billingIntervalSchema,
    email: z.string(),
    status: z.enum(['open', 'complete', 'expired']),
  })
  .meta({ id: 'LocalCheckout' });
export type LocalCheckoutView = z.infer<typeof localCheckoutViewSchema>;

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

export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Spec §2 "Confirm deletion page": what deleting the account removes, in the page's order. */
export const deletionContents = [
  'All prompts and templates',
  'Profile information',
  'Subscription (cancelled if any)',
  'Account and all data',
] as const;

/** How long an e-mailed account deletion link works. */
export const DELETION_LINK_TTL_MINUTES = 60;
