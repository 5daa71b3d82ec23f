import { AppError, type BulkGrantResult, type GrantTier, type SessionUser, type TestSubscription } from '@promptnest/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findLiveSubscription, liveSubscriptionSql } from '../../billing/live-subscription.js';
import type { Queryable } from '../../db/connect.js';
import { subscriptions, users } from '../../db/schema/index.js';
import type { AppDeps } from '../../context/app-env.js';
import { recordAdminAction } from './record-admin-action.js';

interface Grant {
  tier: GrantTier;
  durationDays: number;
}

async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
}

/**
 * Gives an existing account a test subscription (spec §3 "Test subscription record") ending after the
 * grant's days. A running paid subscription is never replaced; an earlier test grant is.
 */
async function grantTo(tx: Queryable, admin: SessionUser, email: string, grant: Grant): Promise<TestSubscription> {
  const user = await findUserByEmail(tx, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`billing:${user.id}`}))`);
  const live = await findLiveSubscription(tx, user.id);
  if (live && live.source !== 'admin') throw new AppError('HAS_PAID_SUBSCRIPTION');
  const values = {
    tier: grant.tier,
    source: 'admin' as const,
    status: 'active',
    currentPeriodEnd: sql`now() + make_interval(days => ${grant.durationDays})`,
    cancelAtPeriodEnd: false,
    grantedByAdmin: true,
    stripeSubscriptionId: null,
    providerEventAt: null,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning({ tier: subscriptions.tier, end: subscriptions.currentPeriodEnd });
  await recordAdminAction(tx, admin, 'grant_test_subscription', user, { tier: grant.tier, durationDays: grant.durationDays });
  return { email: user.email, tier: row?.tier ?? grant.tier, subscriptionEnd: row?.end?.toISOString() ?? '' };
}

/** Spec §7 admin-grant-subscription. */
export async function grantTestSubscription(deps: AppDeps, admin: SessionUser, email: string, grant: Grant): Promise<TestSubscription> {
  return deps.db.transaction((tx) => grantTo(tx, admin, email, grant));
}

const outcomeMessages: Record<BulkGrantResult['outcome'], string> = {
  granted: 'Granted',
  duplicate: 'Listed more than once; granted once',
  not_found: 'No account with this email address.',
  has_paid_subscription: 'This account already has a paid subscription.',
};

/** Spec §7 admin-bulk-grant-subscription: each address on its own, with a result for every line kept. */
export async function bulkGrantTestSubscriptions(deps: AppDeps, admin: SessionUser, emails: string[], grant: Grant): Promise<BulkGrantResult[]> {
  const seen = new Set<string>();
  const results: BulkGrantResult[] = [];
  for (const raw of emails) {
    const email = raw.toLowerCase();
    if (seen.has(email)) {
      results.push({ email: raw, outcome: 'duplicate', message: outcomeMessages.duplicate });
      continue;
    }
    seen.add(email);
    try {
      await grantTestSubscription(deps, admin, email, grant);
      results.push({ email: raw, outcome: 'granted', message: outcomeMessages.granted });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const outcome = error.code === 'HAS_PAID_SUBSCRIPTION' ? 'has_paid_subscription' : 'not_found';
      results.push({ email: raw, outcome, message: outcomeMessages[outcome] });
    }
  }
  return results;
}

/** Spec §7 admin-subscription list: the running test subscriptions, soonest to expire first. */
export async function listTestSubscriptions(deps: AppDeps): Promise<TestSubscription[]> {
  const rows = await deps.db
    .select({ email: users.email, tier: subscriptions.tier, end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.source, 'admin'), liveSubscriptionSql))
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(users.email))
    .limit(1000);
  return rows.map((row) => ({ email: row.email, tier: row.tier, subscriptionEnd: row.end?.toISOString() ?? '' }));
}

/** Spec §7 admin-subscription revoke (with email): the test subscription ends now. Paid ones are not touched. */
export async function revokeTestSubscription(deps: AppDeps, admin: SessionUser, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const removed = user
      ? await tx
          .delete(subscriptions)
          .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.source, 'admin')))
          .returning({ userId: subscriptions.userId })
      : [];
    if (!user || removed.length === 0) throw new AppError('NOT_FOUND', 'No test subscription for this email address.');
    await recordAdminAction(tx, admin, 'revoke_test_subscription', user);
  });
}
