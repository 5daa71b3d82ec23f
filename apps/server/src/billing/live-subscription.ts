import { subscriptionStatusOf, unsubscribedStatus, type SubscriptionStatus, type SubscriptionTier } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/connect.js';
import { billingCustomers, subscriptions, users, type SubscriptionRow } from '../db/schema/index.js';

/** Provider statuses in which a subscription still gives its plan (Stripe keeps past_due alive while it retries). */
export const LIVE_STATUSES = ['active', 'trialing', 'past_due'] as const;

/**
 * The one rule for "does this subscription count": a live provider status, and either an end date still
 * ahead, or a paid subscription that renews (its provider moves the date forward when it renews, so a
 * renewal arriving late never drops the user to Free). Test subscriptions and cancelled ones end on their date.
 */
export const liveSubscriptionSql = sql`(${subscriptions.status} in (${sql.join(
  LIVE_STATUSES.map((status) => sql.raw(`'${status}'`)),
  sql`, `,
)}) and (
  ${subscriptions.currentPeriodEnd} is null
  or ${subscriptions.currentPeriodEnd} > now()
  or (${subscriptions.source} <> 'admin' and not ${subscriptions.cancelAtPeriodEnd})))`;

/** The tier of the user's live subscription (null on Free), as a column of a query over users. */
export const liveTierOfUserSql = sql<SubscriptionTier | null>`(
  select ${subscriptions.tier} from ${subscriptions}
  where ${subscriptions.userId} = ${users.id} and ${liveSubscriptionSql})`;

/** The Stripe customer PromptNest made for the user, if any (checkout reuses it, the portal needs it). */
export async function findStripeCustomerId(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

/** The user's subscription row if it still counts; null otherwise. */
export async function findLiveSubscription(db: Queryable, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.userId, userId), liveSubscriptionSql));
  return row ?? null;
}

export function presentSubscription(row: SubscriptionRow | null): SubscriptionStatus {
  if (!row) return unsubscribedStatus;
  return subscriptionStatusOf({
    tier: row.tier,
    subscriptionEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    grantedByAdmin: row.grantedByAdmin,
    source: row.source,
    // An administrator's test grant is not billed at all.
    interval: row.grantedByAdmin ? null : row.billingInterval,
  });
}

/** Spec §7 check-subscription. */
export async function readSubscriptionStatus(db: Queryable, userId: string): Promise<SubscriptionStatus> {
  return presentSubscription(await findLiveSubscription(db, userId));
}
