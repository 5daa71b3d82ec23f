import type { SubscriptionTier } from '@promptnest/core';
import { subscriptions } from '../src/db/schema/index.js';
import type { TestApp } from './harness.js';

const DAY = 86_400_000;

/** Writes a subscription row directly: a paid one (local or Stripe) or an admin-granted test subscription. */
export async function giveSubscription(
  t: TestApp,
  userId: string,
  options: { tier?: SubscriptionTier; source?: 'local' | 'stripe' | 'admin'; endsInDays?: number; cancelAtPeriodEnd?: boolean; status?: string; stripeSubscriptionId?: string } = {},
): Promise<void> {
  const source = options.source ?? 'local';
  const values = {
    tier: options.tier ?? 'Pro',
    source,
    status: options.status ?? 'active',
    grantedByAdmin: source === 'admin',
    cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
    currentPeriodEnd: new Date(Date.now() + (options.endsInDays ?? 30) * DAY),
    stripeSubscriptionId: options.stripeSubscriptionId ?? null,
  };
  await t.deps.db.insert(subscriptions).values({ userId, ...values }).onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
