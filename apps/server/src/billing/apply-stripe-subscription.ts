import type { BillingInterval, SubscriptionTier } from '@promptnest/core';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StripePrices } from '../config.js';
import type { Queryable } from '../db/connect.js';
import { billingCustomers, subscriptions, users } from '../db/schema/index.js';
import { LIVE_STATUSES } from './live-subscription.js';

/** Stripe statuses a subscription never leaves. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export type ApplyResult = 'applied' | 'stale' | 'unknown-user' | 'unknown-price';

/**
 * Writes what Stripe says about a subscription into our row, tolerating late and repeated deliveries:
 * a state older than the one already applied is ignored, a cancelled subscription never comes back to
 * life, and the end of an old subscription never ends a newer live one.
 */
export async function applyStripeSubscription(
  tx: Queryable,
  prices: StripePrices,
  subscription: Stripe.Subscription,
  observedAt: Date,
): Promise<ApplyResult> {
  const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const userId = await resolveUser(tx, subscription.metadata?.userId, customerId);
  if (!userId) return 'unknown-user';
  const tier = tierOf(subscription, prices);
  if (!tier) return 'unknown-price';
  await tx.execute(sql`insert into billing_customers (user_id, stripe_customer_id) values (${userId}, ${customerId}) on conflict do nothing`);

  const [existing] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update');
  if (existing?.source === 'stripe' && existing.stripeSubscriptionId === subscription.id) {
    if (existing.providerEventAt && existing.providerEventAt > observedAt) return 'stale';
    if (FINAL_STATUSES.has(existing.status) && !FINAL_STATUSES.has(subscription.status)) return 'stale';
  }
  const isLive = (LIVE_STATUSES as readonly string[]).includes(subscription.status);
  if (existing && existing.stripeSubscriptionId !== subscription.id && !isLive) return 'stale';

  const values = {
    tier,
    source: 'stripe' as const,
    status: subscription.status,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    billingInterval: intervalOf(subscription, prices),
    grantedByAdmin: false,
    stripeSubscriptionId: subscription.id,
    providerEventAt: observedAt,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return 'applied';
}

/** Remembers which Stripe customer a checkout made for a user (checkout.session.completed). */
export async function rememberCustomer(tx: Queryable, userId: string | null, customerId: string | null): Promise<void> {
  if (!userId || !customerId) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await tx.execute(sql`insert into billing_customers (user_id, stripe_customer_id) values (${userId}, ${customerId}) on conflict do nothing`);
}

async function resolveUser(tx: Queryable, metadataUserId: string | undefined, customerId: string): Promise<string | null> {
  if (metadataUserId) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, metadataUserId));
    if (user) return user.id;
  }
  const [customer] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return customer?.userId ?? null;
}

function tierOf(subscription: Stripe.Subscription, prices: StripePrices): SubscriptionTier | null {
  const priceId = subscription.items.data[0]?.price.id;
  if (priceId === prices.pro || priceId === prices.annual?.pro) return 'Pro';
  if (priceId === prices.max || priceId === prices.annual?.max) return 'Max';
  const plan = subscription.metadata?.plan;
  return plan === 'pro' ? 'Pro' : plan === 'max' ? 'Max' : null;
}

/** Yearly for our annual prices (or a price Stripe says recurs yearly); monthly otherwise. */
function intervalOf(subscription: Stripe.Subscription, prices: StripePrices): BillingInterval {
  const price = subscription.items.data[0]?.price;
  const isAnnual = price !== undefined && (price.id === prices.annual?.pro || price.id === prices.annual?.max || price.recurring?.interval === 'year');
  return isAnnual ? 'year' : 'month';
}

/** Since API version 2025-03-31 the period lives on the items; a scheduled cancel_at ends it earlier. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const itemEnds = subscription.items.data.map((item) => item.current_period_end).filter((end) => typeof end === 'number');
  const legacyEnd = (subscription as { current_period_end?: number }).current_period_end;
  const ends = [...itemEnds, ...(typeof legacyEnd === 'number' ? [legacyEnd] : []), ...(subscription.cancel_at ? [subscription.cancel_at] : [])];
  if (ends.length === 0) return subscription.ended_at ? new Date(subscription.ended_at * 1000) : null;
  const end = subscription.cancel_at ?? Math.max(...ends);
  return new Date(end * 1000);
}
