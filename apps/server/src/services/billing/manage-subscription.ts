import { AppError, type SessionUser, type SubscriptionStatus } from '@promptnest/core';
import { eq } from 'drizzle-orm';
import { applyStripeSubscription } from '../../billing/apply-stripe-subscription.js';
import { findLiveSubscription, findStripeCustomerId, presentSubscription, readSubscriptionStatus } from '../../billing/live-subscription.js';
import { subscriptions } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { accountPageUrl } from './start-checkout.js';

/** Spec §7 customer-portal: Stripe's portal for the user's customer, or our local portal page. */
export async function openPortal(deps: AppDeps, user: SessionUser): Promise<string> {
  const { db, stripe, config } = deps;
  if (!stripe) {
    const row = await findLiveSubscription(db, user.id);
    if (!row || row.grantedByAdmin) throw new AppError('NO_BILLING_ACCOUNT');
    return `${config.appUrl}/billing/portal`;
  }
  const customerId = await findStripeCustomerId(db, user.id);
  if (!customerId) throw new AppError('NO_BILLING_ACCOUNT');
  return stripe.createPortalUrl(customerId, accountPageUrl(config.appUrl));
}

/** Danger Zone "Cancel Subscription": the plan stays until the end of the paid period, then ends. */
export async function cancelSubscription(deps: AppDeps, user: SessionUser): Promise<SubscriptionStatus> {
  const { db, stripe } = deps;
  const row = await findLiveSubscription(db, user.id);
  if (!row || row.grantedByAdmin || row.cancelAtPeriodEnd) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  if (row.source === 'stripe') {
    if (!stripe || !row.stripeSubscriptionId) throw new AppError('BILLING_UNAVAILABLE');
    const updated = await stripe.setCancelAtPeriodEnd(row.stripeSubscriptionId, true);
    await db.transaction((tx) => applyStripeSubscription(tx, stripe.prices, updated, new Date()));
    return readSubscriptionStatus(db, user.id);
  }
  const [changed] = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(eq(subscriptions.userId, user.id))
    .returning();
  return presentSubscription(changed ?? null);
}

/** Refresh Status: asks Stripe again (a webhook may have been missed); the local provider has nothing to ask. */
export async function refreshSubscription(deps: AppDeps, user: SessionUser): Promise<SubscriptionStatus> {
  const { db, stripe } = deps;
  if (stripe) {
    const customerId = await findStripeCustomerId(db, user.id);
    const latest = customerId ? await stripe.latestSubscription(customerId) : null;
    if (latest) await db.transaction((tx) => applyStripeSubscription(tx, stripe.prices, latest, new Date()));
  }
  return readSubscriptionStatus(db, user.id);
}
