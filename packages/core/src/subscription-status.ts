import type { BillingSource, SubscriptionStatus, SubscriptionTier } from './billing.js';
import { planForTier, planLimits } from './plans.js';

/*
 * What a subscription status means (spec §2 "Subscription", §4). Apart from billing.ts's schemas on purpose:
 * the landing page reads unsubscribedStatus, and a schema here would make it load zod (types only come from there).
 */

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
  interval: SubscriptionStatus['interval'];
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
