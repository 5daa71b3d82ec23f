import { AppError, type LocalCheckoutView, type PaidPlan, type SessionUser, type SubscriptionStatus } from '@promptnest/core';
import { and, eq, sql } from 'drizzle-orm';
import { findLiveSubscription, presentSubscription } from '../../billing/live-subscription.js';
import type { Database } from '../../db/connect.js';
import { billingCheckouts, subscriptions, users } from '../../db/schema/index.js';
import { accountPageUrl } from './start-checkout.js';

const tierOf = { pro: 'Pro', max: 'Max' } as const;

/**
 * The built-in billing provider (no STRIPE_SECRET_KEY): our own checkout and portal pages complete,
 * cancel, resume and switch a subscription, so every plan flow works without Stripe. No card is charged.
 */
export async function getLocalCheckout(db: Database, user: SessionUser, checkoutId: string): Promise<LocalCheckoutView> {
  const [row] = await db
    .select({
      id: billingCheckouts.id,
      plan: billingCheckouts.plan,
      interval: billingCheckouts.interval,
      status: billingCheckouts.status,
      isExpired: sql<boolean>`${billingCheckouts.expiresAt} <= now()`,
      email: users.email,
    })
    .from(billingCheckouts)
    .innerJoin(users, eq(users.id, billingCheckouts.userId))
    .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, user.id)));
  if (!row) throw new AppError('NOT_FOUND');
  const status = row.status === 'complete' ? 'complete' : row.status === 'cancelled' || row.isExpired ? 'expired' : 'open';
  return { id: row.id, plan: row.plan, interval: row.interval, email: row.email, status };
}

/** Pays (without a card) for an open checkout: the plan starts now and renews monthly or yearly until cancelled. */
export async function completeLocalCheckout(db: Database, appUrl: string, user: SessionUser, checkoutId: string): Promise<string> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${user.id}`}))`);
    const [checkout] = await tx
      .select({ plan: billingCheckouts.plan, interval: billingCheckouts.interval, status: billingCheckouts.status, isExpired: sql<boolean>`${billingCheckouts.expiresAt} <= now()` })
      .from(billingCheckouts)
      .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, user.id)))
      .for('update');
    if (!checkout) throw new AppError('NOT_FOUND');
    if (checkout.status === 'complete') return;
    if (checkout.status === 'cancelled' || checkout.isExpired) {
      throw new AppError('NOT_FOUND', 'This checkout has expired. Please start a new one from your account page.');
    }
    if (await findLiveSubscription(tx, user.id)) throw new AppError('ALREADY_SUBSCRIBED');
    const values = {
      tier: tierOf[checkout.plan],
      source: 'local' as const,
      status: 'active',
      currentPeriodEnd: checkout.interval === 'year' ? sql`now() + interval '1 year'` : sql`now() + interval '1 month'`,
      cancelAtPeriodEnd: false,
      billingInterval: checkout.interval,
      grantedByAdmin: false,
      stripeSubscriptionId: null,
      providerEventAt: null,
      updatedAt: new Date(),
    };
    await tx.insert(subscriptions).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
    await tx.update(billingCheckouts).set({ status: 'complete' }).where(eq(billingCheckouts.id, checkoutId));
  });
  return accountPageUrl(appUrl, 'success');
}

export async function cancelLocalCheckout(db: Database, appUrl: string, user: SessionUser, checkoutId: string): Promise<string> {
  const changed = await db
    .update(billingCheckouts)
    .set({ status: 'cancelled' })
    .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, user.id), eq(billingCheckouts.status, 'open')))
    .returning({ id: billingCheckouts.id });
  if (changed.length === 0) await getLocalCheckout(db, user, checkoutId); // 404 for someone else's or unknown id
  return accountPageUrl(appUrl, 'cancelled');
}

/** Local portal: undo a pending cancellation, or switch between Pro and Max. */
export async function changeLocalSubscription(
  db: Database,
  user: SessionUser,
  change: { resume: true } | { plan: PaidPlan },
): Promise<SubscriptionStatus> {
  const row = await findLiveSubscription(db, user.id);
  if (!row || row.source !== 'local') throw new AppError('NO_ACTIVE_SUBSCRIPTION');
  if ('resume' in change && !row.cancelAtPeriodEnd) return presentSubscription(row);
  const [changed] = await db
    .update(subscriptions)
    .set('resume' in change ? { cancelAtPeriodEnd: false, updatedAt: new Date() } : { tier: tierOf[change.plan], updatedAt: new Date() })
    .where(eq(subscriptions.userId, user.id))
    .returning();
  return presentSubscription(changed ?? null);
}
